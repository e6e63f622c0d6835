import { median } from './measures';

/** What one Lighthouse audit of a page gives the report. */
export type LighthouseScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  domElements: number;
  unusedJsBytes: number;
  legacyJsBytes: number;
  benchmarkIndex: number;
  failedAudits: string[];
};

/** Each figure the median of its runs; an audit counts as failed when it failed in most runs. */
export function medianScores(runs: readonly LighthouseScores[]): LighthouseScores {
  const mid = (pick: (scores: LighthouseScores) => number) => median(runs.map(pick));
  const failures = new Map<string, number>();
  for (const run of runs) for (const id of run.failedAudits) failures.set(id, (failures.get(id) ?? 0) + 1);
  return {
    performance: mid((s) => s.performance),
    accessibility: mid((s) => s.accessibility),
    bestPractices: mid((s) => s.bestPractices),
    seo: mid((s) => s.seo),
    lcpMs: mid((s) => s.lcpMs),
    tbtMs: mid((s) => s.tbtMs),
    cls: mid((s) => s.cls),
    domElements: mid((s) => s.domElements),
    unusedJsBytes: mid((s) => s.unusedJsBytes),
    legacyJsBytes: mid((s) => s.legacyJsBytes),
    benchmarkIndex: mid((s) => s.benchmarkIndex),
    failedAudits: [...failures].filter(([, count]) => count > runs.length / 2).map(([id]) => id),
  };
}

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

/**
 * The CPU slowdown Lighthouse's docs/throttling.md points to (its CPU throttling calculator) for a host
 * of this benchmark index, so that simulated throttling lands on the mid-tier phone its default 4×
 * aims at from a high-end desktop: 1× at 150, 2× at 800, 3× at 1,300, then one more per 233 points.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  const anchors: Array<[index: number, slowdown: number]> = [
    [150, 1],
    [800, 2],
    [1300, 3],
  ];
  if (benchmarkIndex <= 150) return 1;
  for (let i = 1; i < anchors.length; i++) {
    const [lowIndex, lowSlowdown] = anchors[i - 1]!;
    const [highIndex, highSlowdown] = anchors[i]!;
    if (benchmarkIndex < highIndex)
      return lowSlowdown + ((benchmarkIndex - lowIndex) / (highIndex - lowIndex)) * (highSlowdown - lowSlowdown);
  }
  return 3 + (benchmarkIndex - 1300) / 233;
}

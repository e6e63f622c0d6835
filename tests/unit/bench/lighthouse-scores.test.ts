import { describe, expect, it } from 'vitest';
import { medianScores, type LighthouseScores } from '@/bench/lib/lighthouse-scores';

function run(performance: number, tbtMs: number, failedAudits: string[]): LighthouseScores {
  return {
    performance,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1000 + performance,
    tbtMs,
    cls: performance / 1000,
    domElements: 800,
    unusedJsBytes: 0,
    legacyJsBytes: 0,
    benchmarkIndex: 1500,
    failedAudits,
  };
}

describe('medianScores', () => {
  it('takes each figure as the median of its runs, so one slow audit does not decide the verdict', () => {
    const median = medianScores([run(97, 120, []), run(71, 900, ['total-blocking-time']), run(95, 150, [])]);
    expect(median.performance).toBe(95);
    expect(median.tbtMs).toBe(150);
    expect(median.lcpMs).toBe(1095);
    expect(median.cls).toBe(0.095);
  });

  it('lists an audit as failed when it failed in most runs, not in one', () => {
    const median = medianScores([
      run(90, 300, ['total-blocking-time', 'dom-size']),
      run(91, 310, ['total-blocking-time']),
      run(92, 150, ['dom-size', 'unused-javascript']),
    ]);
    expect(median.failedAudits.sort()).toEqual(['dom-size', 'total-blocking-time']);
  });
});

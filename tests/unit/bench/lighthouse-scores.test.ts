import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown, medianScores, type LighthouseScores } from '@/bench/lib/lighthouse-scores';

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

describe('calibratedCpuSlowdown', () => {
  // The anchors of Lighthouse's CPU throttling calculator, which docs/throttling.md points to.
  it.each([
    [100, 1],
    [150, 1],
    [475, 1.5],
    [800, 2],
    [1050, 2.5],
    [1300, 3],
    [1533, 4],
    [1766, 5],
  ])('gives %d a slowdown of %d×', (index, slowdown) => {
    expect(calibratedCpuSlowdown(index)).toBeCloseTo(slowdown, 2);
  });

  it('rises without a step across its anchors', () => {
    for (const anchor of [800, 1300]) expect(calibratedCpuSlowdown(anchor - 0.001)).toBeCloseTo(calibratedCpuSlowdown(anchor), 2);
  });
});

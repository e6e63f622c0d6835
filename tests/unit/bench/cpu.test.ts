import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpuMs, mainThreadSchedMs, serverSample, threadCpuMs } from '@/bench/lib/cpu.mjs';

// A process that spends BUSY_MS of CPU on its main thread, says so, then idles until killed.
const BUSY_MS = 150;
const BUSY = `
while (process.cpuUsage().user < ${BUSY_MS * 1000}) Math.sqrt(Math.random());
process.stdout.write('busy done\\n');
setInterval(() => {}, 1000);
`;

let child: ChildProcess;
let pid: number;
beforeAll(async () => {
  child = spawn(process.execPath, ['-e', BUSY], { stdio: ['ignore', 'pipe', 'inherit'] });
  await once(child.stdout!, 'data');
  pid = child.pid!;
});
afterAll(() => child.kill());

describe("a server's CPU and scheduler figures from /proc", () => {
  it('puts a busy event loop on the main thread, and the threads add up to the process', () => {
    const threads = threadCpuMs(pid);
    // Clock ticks of 10 ms: at least the loop's time, less one tick.
    expect(threads.main).toBeGreaterThanOrEqual(BUSY_MS - 10);
    expect(threads.main).toBeGreaterThan(threads.others);
    expect(Math.abs(threads.main + threads.others - cpuMs(pid))).toBeLessThanOrEqual(30);
  });

  it("counts the main thread's time on a CPU, and a sample holds every figure", () => {
    const sched = mainThreadSchedMs(pid);
    expect(sched.running).toBeGreaterThanOrEqual(BUSY_MS - 10);
    expect(sched.queued).toBeGreaterThanOrEqual(0);
    const sample = serverSample(pid);
    expect(sample.main).toBeGreaterThanOrEqual(BUSY_MS - 10);
    expect(sample.running).toBeGreaterThanOrEqual(sched.running);
    expect(sample.at).toBeGreaterThan(0);
  });
});

// CPU and scheduler figures of a running server from /proc (Linux), read by the benchmarks and by the
// load generator's process (load-child.mjs), which reads them just around its run.
import { readdirSync, readFileSync } from 'node:fs';

/** utime + stime of a /proc stat line, in milliseconds (fields 14 and 15, in clock ticks of 10 ms). */
function statCpuMs(stat) {
  const fields = stat.split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU time (user + system) a process has used, in milliseconds. */
export function cpuMs(pid) {
  return statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/**
 * A process's CPU time split into its main thread (JavaScript's event loop) and every other thread
 * (V8's garbage collector and compiler threads, libuv's pool), which `cpuMs` adds together. Threads
 * that end between two readings are lost from `others`, so compare over short runs.
 */
export function threadCpuMs(pid) {
  let main = 0;
  let others = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended while the list was read
    }
    if (tid === String(pid)) main += statCpuMs(stat);
    else others += statCpuMs(stat);
  }
  return { main, others };
}

/**
 * The main thread's time on a CPU and its time runnable but waiting for one (behind the machine's
 * other processes), from the scheduler (/proc/<pid>/task/<pid>/schedstat), in milliseconds. Wall time
 * minus both is time the event loop had nothing to run: waiting on the network, a timer or a thread.
 */
export function mainThreadSchedMs(pid) {
  const [running, queued] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').trim().split(' ').map(Number);
  return { running: running / 1e6, queued: queued / 1e6 };
}

/** Every figure above at once, with the wall clock, for a difference over a run. */
export function serverSample(pid) {
  return { at: performance.now(), ...threadCpuMs(pid), ...mainThreadSchedMs(pid) };
}

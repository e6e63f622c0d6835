import { readFileSync } from 'node:fs';

/** CPU time (user + system) a process has used, in milliseconds, from /proc (Linux). */
export function cpuMs(pid: string | number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the name; in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

// Types for cpu.mjs, which the load generator's process runs as plain JavaScript.
export declare function cpuMs(pid: string | number): number;
export declare function threadCpuMs(pid: string | number): { main: number; others: number };
export declare function mainThreadSchedMs(pid: string | number): { running: number; queued: number };
export type ServerSample = { at: number; main: number; others: number; running: number; queued: number };
export declare function serverSample(pid: string | number): ServerSample;

// Types for env-listen.mjs.
export type ListenEnv = {
  port: number;
  hostname: string;
  /** How many reverse proxies in front of the server append to X-Forwarded-For (0: trust none). */
  trustedProxyHops: number;
};
export declare function readListenEnv(source?: Record<string, string | undefined>): ListenEnv;

// Types for forwarded-for.mjs.
export declare function resolveClientIp(
  socketAddress: string | null | undefined,
  forwardedFor: string | readonly string[] | null | undefined,
  hops: number,
): string;

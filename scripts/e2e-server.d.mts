// Types for e2e-server.mjs, which scripts/test.mjs runs as plain JavaScript.
export declare const e2eSiteUrl: string;
export declare const e2eAdmin: { email: string; password: string };
export declare const e2eServerEnv: Record<string, string>;

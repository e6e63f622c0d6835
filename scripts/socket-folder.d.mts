// Types for socket-folder.mjs, which scripts/server.mjs runs as plain JavaScript.
export declare const SOCKET_NAME: string;
export declare function removeStaleSocketFolders(parent?: string): Promise<string[]>;
export declare function createSocketFolder(parent?: string): Promise<string>;

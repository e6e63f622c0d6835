// Prints the server's validated listen settings as JSON (or the reason they are invalid, exit 1).
// scripts/server.mjs runs it in a child process so that tsx's module hooks never enter the server
// process itself, where they would sit in front of every module Next loads and every import().
import { readListenEnv } from '../lib/env-listen';

try {
  process.stdout.write(JSON.stringify(readListenEnv(process.env)));
} catch (error) {
  console.error(`Cannot start: ${(error as Error).message}`);
  process.exit(1);
}

import 'server-only';
import type { Migration } from 'kysely';
import { initial } from './0001-initial';
import { admin } from './0002-admin';
import { content } from './0003-content';
import { mySizes } from './0004-my-sizes';
import { outboxResetLinks } from './0005-outbox-reset-links';

export type MigrationEngine = 'sqlite' | 'postgres';

/**
 * Every migration, in order. Listed here rather than read from the folder so that the bundled
 * server and the command-line scripts run exactly the same code. Never edit a shipped migration:
 * add the next one.
 */
export function migrations(engine: MigrationEngine): Record<string, Migration> {
  return {
    '0001-initial': initial(engine),
    '0002-admin': admin(engine),
    '0003-content': content(engine),
    '0004-my-sizes': mySizes(),
    '0005-outbox-reset-links': outboxResetLinks(),
  };
}

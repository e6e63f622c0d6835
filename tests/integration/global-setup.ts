import type { TestProject } from 'vitest/node';
import { postgresAvailable, startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

let cluster: PostgresCluster | undefined;

/** One PostgreSQL cluster for the whole integration run; each test file makes its own database. */
export async function setup(project: TestProject) {
  if (!postgresAvailable()) {
    if (process.env.CI) throw new Error('PostgreSQL is required under CI: .ci/run installs the postgresql package.');
    console.warn('PostgreSQL not installed: integration tests run on SQLite only.');
    project.provide('postgresUrl', null);
    return;
  }
  cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
}

export function teardown() {
  cluster?.stop();
}

import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres-cluster.js';

// Global setup of the `unit-pg` vitest project: one throwaway cluster for the run; every makeServer() in it gets a
// fresh database of its own (server/testing.ts). Without PostgreSQL on the machine the project fails loudly rather
// than passing on SQLite by accident: `.ci/run` installs Debian's postgresql.
declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPostgres();
  if ('skipped' in cluster) throw new Error(`unit-pg needs PostgreSQL: ${cluster.skipped}`);
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}

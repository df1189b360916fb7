import type { TestProject } from 'vitest/node';
import { postgresAvailability, startPostgres, type PostgresServer } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The admin URL of the one PostgreSQL server the store suites share; '' when there is none. */
    postgresUrl: string;
  }
}

let server: PostgresServer | undefined;

/**
 * One throwaway PostgreSQL server for every suite that only needs a database of its own (each
 * takes a fresh one from it). Suites that stop and start a server keep their own.
 */
export async function setup(project: TestProject) {
  const availability = postgresAvailability();
  if ('bin' in availability) server = await startPostgres(availability.bin);
  project.provide('postgresUrl', server?.url ?? '');
}

export async function teardown() {
  await server?.stop();
}

import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../db/client';
import { databaseUrl, quoteIdentifier, withAdminClient } from '../../db/test/postgres-admin';
import '../../db/test/test-database-template';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../db/test/throwaway-postgres';
import { sharedAcrossProjects } from './shared-across-projects';

interface PostgresTemplate {
  serverUrl: string;
  templateName: string;
}

/**
 * Gives the PostgreSQL projects one server and a migrated, seeded template database for the run;
 * each test file then clones its own database from the template (a file copy, far faster than
 * migrating).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { value, release } = await sharedAcrossProjects('postgres-template', makeTemplate);
  project.provide('testDatabase', { kind: 'postgres', ...value });
  return release;
}

async function makeTemplate(): Promise<{ value: PostgresTemplate; dispose: () => Promise<void> }> {
  const externalUrl = process.env.TEST_DATABASE_URL;
  const server: ThrowawayPostgres = externalUrl
    ? { url: externalUrl, stop: async () => undefined }
    : await startThrowawayPostgres();
  // A shared server may run several suites at once: each run then needs its own template.
  const templateName = externalUrl
    ? `forno_template_${randomBytes(4).toString('hex')}`
    : 'forno_template';
  const dropTemplate = () =>
    withAdminClient(server.url, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(templateName)} WITH (FORCE)`),
    );
  try {
    await createTemplate(server.url, templateName);
  } catch (error) {
    if (externalUrl) await dropTemplate().catch(() => undefined);
    await server.stop();
    throw error;
  }
  return {
    value: { serverUrl: server.url, templateName },
    dispose: async () => {
      if (externalUrl) await dropTemplate();
      await server.stop();
    },
  };
}

async function createTemplate(serverUrl: string, templateName: string): Promise<void> {
  await withAdminClient(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${quoteIdentifier(templateName)}`),
  );
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(serverUrl, templateName),
    poolSize: 1,
  });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

import pg from 'pg';

/** A generated or configured name, quoted so PostgreSQL takes it literally. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The same server and credentials as `serverUrl`, pointed at another database. */
export function databaseUrl(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(databaseName)}`;
  return url.toString();
}

/** One short-lived connection to the maintenance database, for CREATE/ALTER/DROP DATABASE. */
export async function withAdminClient<T>(
  serverUrl: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

import pg from "pg";

/** The same server URL pointed at its maintenance database, to create and drop others. */
export function adminUrl(url: string): string {
  return withDatabaseName(url, "postgres");
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

export function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = "/" + encodeURIComponent(name);
  return u.toString();
}

async function onAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(url) });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Creates a database copied from a template; retries while another copy holds the template. */
export async function createDatabaseFrom(templateUrl: string, name: string): Promise<string> {
  const template = databaseName(templateUrl);
  for (let attempt = 0; ; attempt++) {
    try {
      await onAdmin(templateUrl, (c) =>
        c.query(`create database ${quote(name)} template ${quote(template)}`),
      );
      return withDatabaseName(templateUrl, name);
    } catch (error) {
      const busy = /being accessed by other users/.test(String(error));
      if (!busy || attempt >= 50) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

export async function dropDatabase(url: string): Promise<void> {
  await onAdmin(url, (c) =>
    c.query(`drop database if exists ${quote(databaseName(url))} with (force)`),
  );
}

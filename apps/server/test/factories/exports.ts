import { sql } from 'drizzle-orm';
import type { apiRoutes } from '@punla/contract';
import { pathTo } from '@punla/contract';
import type { TestApp, TestPlayer } from '../test-app.ts';

export const BOM = '\uFEFF';

/** Asks for an export as `caller`, with its query. */
export function download(
  t: TestApp,
  caller: TestPlayer,
  route: (typeof apiRoutes.exports)[keyof typeof apiRoutes.exports],
  query: Record<string, string | number> = {},
) {
  return t.request({ method: 'GET', url: pathTo(route, {}, query), token: caller.token });
}

/**
 * The records of an RFC 4180 file (CRLF between records, quoted cells with doubled quotes),
 * read the way a spreadsheet reads them; the byte order mark is the caller's to check.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return records;
}

/** The file's records as objects keyed by its header line. */
export function csvObjects(text: string): Record<string, string>[] {
  const [header = [], ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

/** Gives the player another username (one the sign-up form would refuse, say); returns it. */
export async function renamePlayer(t: TestApp, player: TestPlayer, username: string) {
  await t.db.execute(sql`update users set username = ${username} where id = ${player.user.id}`);
  return username;
}

/** The audit entries of an action, oldest first. */
export async function auditEntries(t: TestApp, action: string) {
  const result = await t.db.execute(sql`
    select actor_id as "actorId", action, target_type as "targetType", target_id as "targetId"
    from audit_log where action = ${action} order by id`);
  return (result as unknown as { rows: Record<string, string>[] }).rows;
}

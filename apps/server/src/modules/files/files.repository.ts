import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';

export type FileRow = typeof files.$inferSelect;

/** Content-addressed: the same bytes are stored once, whoever sends them again. */
export async function insertFile(db: Database, values: FileRow): Promise<void> {
  await db.insert(files).values(values).onConflictDoNothing();
}

export async function findFile(db: Database, sha256: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.sha256, sha256));
  return row;
}

import { desc, eq, sql } from 'drizzle-orm';
import type { TriviaSource } from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { trivia } from '../../db/schema/index.ts';

export type TriviaRow = typeof trivia.$inferSelect;
export type NewTrivia = typeof trivia.$inferInsert;

/** The trivia of a source, newest first. */
export function listTriviaRows(db: Database, source: TriviaSource): Promise<TriviaRow[]> {
  return db
    .select()
    .from(trivia)
    .where(eq(trivia.source, source))
    .orderBy(desc(trivia.createdAt), desc(trivia.id));
}

export async function findTrivia(db: Database, id: number): Promise<TriviaRow | undefined> {
  const [row] = await db.select().from(trivia).where(eq(trivia.id, id));
  return row;
}

/** One trivia of a source, picked at random. */
export async function randomTriviaRow(db: Database, source: TriviaSource) {
  const [row] = await db
    .select()
    .from(trivia)
    .where(eq(trivia.source, source))
    .orderBy(sql`random()`)
    .limit(1);
  return row;
}

export async function insertTrivia(db: Database, values: NewTrivia): Promise<TriviaRow> {
  const [row] = await db.insert(trivia).values(values).returning();
  if (!row) throw new Error('The trivia was not stored.');
  return row;
}

/** Deletes the trivia; false when there was none with this id. */
export async function deleteTriviaRow(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(trivia).where(eq(trivia.id, id)).returning({ id: trivia.id });
  return rows.length > 0;
}

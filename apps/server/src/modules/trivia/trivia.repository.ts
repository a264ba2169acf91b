import { desc, eq, sql } from 'drizzle-orm';
import type { TriviaSource } from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { aiTriviaPool, trivia } from '../../db/schema/index.ts';

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

/**
 * One fact of the AI trivia pool, picked at random. The pool is kept near its target size
 * (AI_TRIVIA_POOL, a few hundred short rows), so sorting it by random() stays cheap.
 */
export async function randomPoolFact(db: Database): Promise<string | undefined> {
  const [row] = await db
    .select({ content: aiTriviaPool.content })
    .from(aiTriviaPool)
    .orderBy(sql`random()`)
    .limit(1);
  return row?.content;
}

export async function countPoolFacts(db: Database): Promise<number> {
  const [row] = await db.select({ facts: sql<number>`count(*)::int` }).from(aiTriviaPool);
  return row?.facts ?? 0;
}

/** Stores a fact in the pool; false when the same text is there already (its md5 is unique). */
export async function insertPoolFact(db: Database, content: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(aiTriviaPool)
    .values({ content, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: aiTriviaPool.id });
  return rows.length > 0;
}

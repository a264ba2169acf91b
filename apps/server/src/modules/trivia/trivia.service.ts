import { and, desc, eq, sql } from 'drizzle-orm';
import { AI_TRIVIA_PER_MINUTE, AI_TRIVIA_TIMEOUT_MS, type TriviaItem } from '@punla/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { trivia } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { runOnce } from '../../lib/app-settings.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { fileUrl, storeFile, storeImage } from '../files/files.service.ts';
import { seedTriviaCatalog } from './trivia-catalog.ts';
import { triviaCardSvg } from './trivia-card.ts';

export interface TriviaContext {
  db: Database;
  clock: Clock;
  ai: Config['ai'];
  rateLimiter: RateLimiter;
  /** For tests: the AI call's time limit. */
  aiTimeoutMs?: number;
}

type TriviaRow = typeof trivia.$inferSelect;

function toTrivia(row: TriviaRow): TriviaItem {
  return {
    id: row.id,
    content: row.content,
    imageUrl: row.imageSha256 ? fileUrl(row.imageSha256) : null,
    source: row.source,
    dateCreated: row.createdAt.toISOString(),
  };
}

const notFound = () => new AppError('NOT_FOUND', 'There is no trivia with this id.');

export async function listDenrTrivia(ctx: TriviaContext): Promise<TriviaItem[]> {
  const rows = await ctx.db
    .select()
    .from(trivia)
    .where(eq(trivia.source, 'DENR'))
    .orderBy(desc(trivia.createdAt), desc(trivia.id));
  return rows.map(toTrivia);
}

export async function getTrivia(ctx: TriviaContext, id: number): Promise<TriviaItem> {
  const [row] = await ctx.db.select().from(trivia).where(eq(trivia.id, id));
  if (!row) throw notFound();
  return toTrivia(row);
}

/** An admin's DENR trivia: a text, an image, or both. */
export async function createTrivia(
  ctx: TriviaContext,
  content: string | undefined,
  image: Buffer | undefined,
) {
  const text = content?.trim() || null;
  if (!text && !image) {
    throw new AppError('VALIDATION_FAILED', 'Send a trivia text, an image, or both.');
  }
  const now = ctx.clock.now();
  const imageSha256 = image ? await storeImage(ctx.db, image, now) : null;
  const [row] = await ctx.db
    .insert(trivia)
    .values({ content: text, imageSha256, source: 'DENR', createdAt: now })
    .returning();
  if (!row) throw new Error('The trivia was not stored.');
  return toTrivia(row);
}

export async function deleteTrivia(ctx: TriviaContext, id: number): Promise<void> {
  const rows = await ctx.db.delete(trivia).where(eq(trivia.id, id)).returning({ id: trivia.id });
  if (rows.length === 0) throw notFound();
}

export async function randomDenrTrivia(ctx: TriviaContext): Promise<TriviaItem> {
  const [row] = await ctx.db
    .select()
    .from(trivia)
    .where(and(eq(trivia.source, 'DENR')))
    .orderBy(sql`random()`)
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'There is no DENR trivia yet.');
  return toTrivia(row);
}

const SYSTEM_PROMPT =
  'You write trivia for Punla, a tree-planting game from the Philippines. Answer with one true, ' +
  'surprising fact about Philippine trees, forests or the environment, in one or two short ' +
  'sentences (at most 45 words), plain text, no preamble, no quotes, no lists.';

/**
 * One trivia text from the configured OpenAI-compatible chat-completions endpoint, with a
 * time limit and a per-player rate limit. Without AI settings the answer is a clear 503.
 */
export async function randomAiTrivia(ctx: TriviaContext, userId: string): Promise<string> {
  const ai = ctx.ai;
  if (!ai) {
    throw new AppError(
      'AI_NOT_CONFIGURED',
      'AI trivia is not set up on this server. Try the DENR trivia instead.',
    );
  }
  const window = { key: `ai-trivia:${userId}`, windowSeconds: 60 };
  if ((await ctx.rateLimiter.hit(window)) > AI_TRIVIA_PER_MINUTE) {
    throw new AppError(
      'RATE_LIMITED',
      `You can ask for ${AI_TRIVIA_PER_MINUTE} AI trivia a minute. Try again in a moment.`,
      {
        retryAfterSeconds: ctx.rateLimiter.retryAfter(window),
      },
    );
  }
  let response: Response;
  try {
    response = await fetch(`${ai.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: ai.model,
        temperature: 0.9,
        max_tokens: 120,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          {
            role: 'user',
            content: 'Tell me one tree or environment trivia about the Philippines.',
          },
        ],
      }),
      signal: AbortSignal.timeout(ctx.aiTimeoutMs ?? AI_TRIVIA_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new AppError(
      'AI_UNAVAILABLE',
      timedOut
        ? 'The AI took too long to answer. Try again.'
        : 'The AI service cannot be reached right now. Try again later.',
    );
  }
  if (!response.ok) {
    throw new AppError(
      'AI_UNAVAILABLE',
      `The AI service answered with an error (status ${response.status}). Try again later.`,
    );
  }
  const body = (await response.json().catch(() => null)) as {
    choices?: { message?: { content?: unknown } }[];
  } | null;
  const text = body?.choices?.[0]?.message?.content;
  if (typeof text !== 'string' || !text.trim()) {
    throw new AppError('AI_UNAVAILABLE', 'The AI gave no answer. Try again.');
  }
  return text
    .trim()
    .replace(/^["“]|["”]$/g, '')
    .slice(0, 600);
}

export async function seedTrivia(db: Database, clock: Clock): Promise<void> {
  await runOnce(db, 'denr-trivia', async (tx) => {
    const start = clock.now().getTime();
    for (const [index, item] of seedTriviaCatalog.entries()) {
      const createdAt = new Date(start - index * 60_000);
      const imageSha256 = item.card
        ? await storeFile(
            tx,
            Buffer.from(triviaCardSvg(item.card.title, item.content, item.card.scientificName)),
            'image/svg+xml',
            createdAt,
          )
        : null;
      // An image trivia carries its fact in the picture; the text stays for screen readers.
      await tx
        .insert(trivia)
        .values({ content: item.content, imageSha256, source: 'DENR', createdAt });
    }
  });
}

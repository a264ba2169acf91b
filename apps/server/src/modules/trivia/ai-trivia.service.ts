import {
  AI_TRIVIA_PER_MINUTE,
  AI_TRIVIA_PER_NETWORK_PER_MINUTE,
  AI_TRIVIA_POOL,
  AI_TRIVIA_TIMEOUT_MS,
} from '@punla/contract';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import type { AppContext } from '../../lib/context.ts';
import { noMetrics, type Metrics } from '../../lib/metrics.ts';
import { enforceRateLimit, type RateLimiter } from '../../lib/rate-limiter.ts';
import { checkIfVerified } from '../accounts/accounts.service.ts';
import { canAskForAiTrivia } from './trivia.policy.ts';
import { countPoolFacts, insertPoolFact, randomPoolFact } from './trivia.repository.ts';

type AiSettings = NonNullable<Config['ai']>;

/** What AI trivia needs besides the database: the AI settings and the shared limits. */
export interface TriviaContext extends AppContext {
  ai: Config['ai'];
  rateLimiter: RateLimiter;
  /** Where each call to the AI provider is counted (none when METRICS_PORT is unset). */
  metrics?: Metrics;
  /** For tests: the AI call's time limit. */
  aiTimeoutMs?: number;
  /**
   * The call on its way for requests that found the pool empty, made once per app (`{}`):
   * requests that find it empty at the same moment on this server share one call.
   */
  emptyPoolCall: { pending?: Promise<string> };
}

/** Whether AI trivia can be asked for here: the server has AI settings. */
export function isAiTriviaConfigured(ctx: Pick<TriviaContext, 'ai'>): boolean {
  return ctx.ai !== undefined;
}

/**
 * The hourly budget of calls to the AI provider, across the game: the pool's top-ups and the
 * requests that find the pool empty both count here, through the shared rate limiter, so it
 * holds across instances and under parallel requests.
 */
const BUDGET_WINDOW = { key: 'ai-trivia-calls', windowSeconds: 60 * 60 };

const SYSTEM_PROMPT =
  'You write trivia for Punla, a tree-planting game from the Philippines. Answer with one true, ' +
  'surprising fact about Philippine trees, forests or the environment, in one or two short ' +
  'sentences (at most 45 words), plain text, no preamble, no quotes, no lists.';

/**
 * One AI trivia text for a verified player, from the pool of stored facts, picked at random.
 * Limited per player (AI_TRIVIA_PER_MINUTE) and per client network
 * (AI_TRIVIA_PER_NETWORK_PER_MINUTE). Only an empty pool calls the AI provider, within the
 * hourly budget, and keeps what it wrote. Without AI settings, or when nothing can be served,
 * the answer is a clear 503.
 */
export async function randomAiTrivia(
  ctx: TriviaContext,
  userId: string,
  ip: string,
): Promise<string> {
  const ai = ctx.ai;
  if (!ai) {
    throw new AppError(
      'AI_NOT_CONFIGURED',
      'AI trivia is not set up on this server. Try the DENR trivia instead.',
    );
  }
  if (!canAskForAiTrivia(await checkIfVerified(ctx, userId))) {
    throw new AppError('FORBIDDEN', 'Verify your e-mail address to get AI trivia.');
  }
  await enforceRateLimit(
    ctx,
    { key: `ai-trivia:${userId}`, windowSeconds: 60 },
    AI_TRIVIA_PER_MINUTE,
    `You can ask for ${AI_TRIVIA_PER_MINUTE} AI trivia a minute.`,
  );
  await enforceRateLimit(
    ctx,
    { key: `ai-trivia-network:${clientNetwork(ip)}`, windowSeconds: 60 },
    AI_TRIVIA_PER_NETWORK_PER_MINUTE,
    `Too many AI trivia from your address: at most ${AI_TRIVIA_PER_NETWORK_PER_MINUTE} a minute.`,
  );
  const stored = await randomPoolFact(ctx.db);
  if (stored !== undefined) return stored;
  const call = ctx.emptyPoolCall;
  call.pending ??= fillEmptyPool(ctx, ai).finally(() => {
    call.pending = undefined;
  });
  return call.pending;
}

/** The pool is empty: one call to the provider, if the hour's budget allows, kept in the pool. */
async function fillEmptyPool(ctx: TriviaContext, ai: AiSettings): Promise<string> {
  if (!(await reserveAiCall(ctx, ai))) {
    const retryAfterSeconds = ctx.rateLimiter.retryAfter(BUDGET_WINDOW);
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new AppError(
      'AI_UNAVAILABLE',
      `AI trivia has used up this hour's allowance and has no stored trivia left. Try the DENR trivia, or ask the AI again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds },
    );
  }
  const fact = await askAiForFact(ctx, ai);
  await insertPoolFact(ctx.db, fact, ctx.clock.now());
  return fact;
}

/** Counts one call against the hour's budget; false (and no call) when it is spent. */
async function reserveAiCall(ctx: TriviaContext, ai: AiSettings): Promise<boolean> {
  return (await ctx.rateLimiter.hit(BUDGET_WINDOW)) <= ai.callsPerHour;
}

/**
 * Tops the pool up towards AI_TRIVIA_POOL.targetSize, at most AI_TRIVIA_POOL.topUpPerRun calls
 * a run and never past the hour's budget, which each call reserves first (the scheduled work
 * runs it: jobs/daily-loop.ts). Stops at the first failed call: the provider is down, and the
 * next run tries again. Returns how many new facts were stored (a fact the pool already had
 * is not stored twice).
 */
export async function topUpAiTriviaPool(ctx: TriviaContext): Promise<number> {
  const ai = ctx.ai;
  if (!ai) return 0;
  const missing = AI_TRIVIA_POOL.targetSize - (await countPoolFacts(ctx.db));
  let added = 0;
  for (let call = 0; call < Math.min(missing, AI_TRIVIA_POOL.topUpPerRun); call += 1) {
    if (!(await reserveAiCall(ctx, ai))) break;
    let fact: string;
    try {
      fact = await askAiForFact(ctx, ai);
    } catch (error) {
      // Logged by the scheduled work when nothing came of the run; counted by the metrics.
      if (added === 0) throw error;
      break;
    }
    if (await insertPoolFact(ctx.db, fact, ctx.clock.now())) added += 1;
  }
  return added;
}

/** One fact from the provider (a call already reserved), or a clear 503. */
async function askAiForFact(ctx: TriviaContext, ai: AiSettings): Promise<string> {
  const metrics = ctx.metrics ?? noMetrics;
  try {
    const fact = await readFact(await askAi(ai, ctx.aiTimeoutMs ?? AI_TRIVIA_TIMEOUT_MS));
    metrics.aiTriviaCalled('ok');
    return fact;
  } catch (error) {
    metrics.aiTriviaCalled('failed');
    throw error;
  }
}

async function readFact(response: Response): Promise<string> {
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

/** The chat-completions call; a timeout or an unreachable service is a clear 503. */
async function askAi(ai: AiSettings, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(`${ai.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
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
      signal: AbortSignal.timeout(timeoutMs),
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
}

import { AI_TRIVIA_PER_MINUTE, AI_TRIVIA_TIMEOUT_MS } from '@punla/contract';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';

/** What trivia needs besides the database: the AI settings and the per-player rate limit. */
export interface TriviaContext extends AppContext {
  ai: Config['ai'];
  rateLimiter: RateLimiter;
  /** For tests: the AI call's time limit. */
  aiTimeoutMs?: number;
}

/** Whether AI trivia can be asked for here: the server has AI settings. */
export function isAiTriviaConfigured(ctx: Pick<TriviaContext, 'ai'>): boolean {
  return ctx.ai !== undefined;
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
  const response = await askAi(ai, ctx.aiTimeoutMs ?? AI_TRIVIA_TIMEOUT_MS);
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
async function askAi(ai: NonNullable<Config['ai']>, timeoutMs: number): Promise<Response> {
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

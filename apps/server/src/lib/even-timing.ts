import { setTimeout as sleep } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';

/**
 * The least time an answer that must not tell accounts apart takes: longer than the work of
 * the slowest case (an account found, a code and its mail stored: a few milliseconds), so every
 * case answers after the same wait and its timing says nothing (SECURITY.md, bench
 * same-answers.bench.ts).
 */
export const EVEN_ANSWER_MS = 120;

/** Resolves once EVEN_ANSWER_MS have passed since `startedAt` (a `performance.now()`). */
export async function answerNoSoonerThan(startedAt: number, ms = EVEN_ANSWER_MS): Promise<void> {
  const left = startedAt + ms - performance.now();
  if (left > 0) await sleep(left);
}

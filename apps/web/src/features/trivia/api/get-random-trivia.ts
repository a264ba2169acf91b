import { useMutation } from '@tanstack/react-query';
import { apiRoutes, triviaItem, type TriviaSource } from '@punla/contract';
import { api, type ResponseSchema } from '#shared/api-client.ts';

/** One trivia as the dialog shows it, whichever side it came from. */
export interface DrawnTrivia {
  /** Unique per draw, so the same fact drawn twice is typed out again. */
  drawId: number;
  source: TriviaSource;
  content: string | null;
  imageUrl: string | null;
}

/** The AI answers with plain text (docs/spec-notes.md §7), not JSON. */
export const aiTriviaText: ResponseSchema<string> = {
  parse: (data) => {
    const text = typeof data === 'string' ? data.trim() : '';
    if (text === '') throw new Error('The AI sent no trivia.');
    return text;
  },
};

let drawCount = 0;

/** A random DENR item: text, a picture, or both. */
export async function getRandomDenrTrivia(): Promise<DrawnTrivia> {
  const item = await api.get(apiRoutes.trivia.randomDenr, triviaItem);
  drawCount += 1;
  return { drawId: drawCount, source: 'DENR', content: item.content, imageUrl: item.imageUrl };
}

/** A fact written by the AI on request; 503 when no AI is configured, 429 when asked too often. */
export async function getRandomAiTrivia(): Promise<DrawnTrivia> {
  const text = await api.get(apiRoutes.trivia.randomAi, aiTriviaText);
  drawCount += 1;
  return { drawId: drawCount, source: 'AI', content: text, imageUrl: null };
}

export const getRandomTrivia = (source: TriviaSource) =>
  source === 'AI' ? getRandomAiTrivia() : getRandomDenrTrivia();

/**
 * Draws a new random trivia of a side. Every draw is a new request (a random answer is never
 * cached), so it is a mutation rather than a query. The dialog toasts a failure itself, without
 * the status code (docs/spec-notes.md §8).
 */
export const useDrawTrivia = () =>
  useMutation({ mutationFn: getRandomTrivia, meta: { errorToast: false } });

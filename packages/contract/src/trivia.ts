import { z } from 'zod';
import { int4Id, text } from './input.ts';

export const triviaSources = ['DENR', 'AI'] as const;
export const triviaSourceSchema = z.enum(triviaSources, { error: 'Choose DENR or AI.' });
export type TriviaSource = z.infer<typeof triviaSourceSchema>;

/** Spec §3: id, content, imageUrl, source, dateCreated. */
export const triviaItem = z.object({
  id: z.number().int(),
  content: z.string().nullable(),
  imageUrl: z.string().nullable(),
  source: triviaSourceSchema,
  dateCreated: z.iso.datetime(),
});
export type TriviaItem = z.infer<typeof triviaItem>;
export const triviaList = z.array(triviaItem);

export const triviaContentSchema = text()
  .trim()
  .max(1000, { error: 'A trivia text has at most 1000 characters.' });

export const triviaIdParams = z.strictObject({
  id: int4Id('The trivia id'),
});

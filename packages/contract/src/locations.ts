import { z } from 'zod';
import { int4Id, text } from './input.ts';

export const location = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  activityDate: z.string(),
  treesPlanted: z.number().int(),
  imageUrl: z.string().nullable(),
});
export type Location = z.infer<typeof location>;
export const locationList = z.array(location);

/** Multipart forms send numbers as text, hence the coercion. */
export const locationInput = z.strictObject({
  name: text()
    .trim()
    .min(2, { error: 'A name has at least 2 characters.' })
    .max(100, { error: 'A name has at most 100 characters.' }),
  description: text()
    .trim()
    .min(5, { error: 'A description has at least 5 characters.' })
    .max(1000, { error: 'A description has at most 1000 characters.' }),
  latitude: z.coerce
    .number({ error: 'The latitude is a number.' })
    .min(-90, { error: 'The latitude is between -90 and 90.' })
    .max(90, { error: 'The latitude is between -90 and 90.' }),
  longitude: z.coerce
    .number({ error: 'The longitude is a number.' })
    .min(-180, { error: 'The longitude is between -180 and 180.' })
    .max(180, { error: 'The longitude is between -180 and 180.' }),
  activityDate: z.iso.date({ error: 'The activity date is a date like 2026-03-21.' }),
  treesPlanted: z.coerce
    .number({ error: 'Trees planted is a number.' })
    .int({ error: 'Trees planted is a whole number.' })
    .min(0, { error: 'Trees planted is at least 0.' })
    .max(10_000_000, { error: 'Trees planted is at most 10000000.' }),
});
export type LocationInput = z.infer<typeof locationInput>;

export const locationIdParams = z.strictObject({
  locationId: int4Id('The location id'),
});

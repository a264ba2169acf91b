import { z } from 'zod';
import { int4Id, text } from './input.ts';
import { pageQuery } from './wallet.ts';

export const reportTypes = ['BUG', 'SUGGESTION'] as const;

export const reportInput = z.strictObject({
  type: z.enum(reportTypes, { error: 'type is BUG or SUGGESTION.' }),
  message: text()
    .trim()
    .min(10, { error: 'Tell us a little more: at least 10 characters.' })
    .max(2000, { error: 'A report has at most 2000 characters.' }),
});
export type ReportInput = z.infer<typeof reportInput>;

export const report = z.object({
  id: z.number().int(),
  type: z.enum(reportTypes),
  message: z.string(),
  username: z.string(),
  status: z.enum(['OPEN', 'HANDLED']),
  createdAt: z.iso.datetime(),
  handledAt: z.iso.datetime().nullable(),
});
export const reportPage = z.object({
  items: z.array(report),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});

export const reportIdParams = z.strictObject({
  id: int4Id('The report id'),
});
export const reportUpdateInput = z.strictObject({
  status: z.enum(['OPEN', 'HANDLED'], { error: 'status is OPEN or HANDLED.' }),
});
export const reportQuery = pageQuery.extend({
  status: z.enum(['OPEN', 'HANDLED']).optional(),
});

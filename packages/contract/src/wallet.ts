import { z } from 'zod';
import { intInRange } from './input.ts';

/** A page of a list: pages numbered from 1, 1 to 100 rows each. */
/** The last page a paged list may be asked for. */
export const PAGE_LIMIT = 100_000;

export const pageQuery = z.strictObject({
  page: intInRange('page', 1, PAGE_LIMIT).default(1),
  size: intInRange('size', 1, 100).default(20),
});

export const walletEntry = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string(),
  /** The entry in words, e.g. "Bought Water ×5 (2)". */
  description: z.string(),
  createdAt: z.iso.datetime(),
});

export const walletResponse = z.object({
  balance: z.number().int(),
  entries: z.array(walletEntry),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type WalletResponse = z.infer<typeof walletResponse>;

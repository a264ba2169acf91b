import { z } from 'zod';

export const pageQuery = z.strictObject({
  page: z.coerce
    .number({ error: 'page is a number.' })
    .int()
    .min(1, { error: 'page starts at 1.' })
    .max(100_000)
    .default(1),
  size: z.coerce
    .number({ error: 'size is a number.' })
    .int()
    .min(1, { error: 'size is at least 1.' })
    .max(100, { error: 'size is at most 100.' })
    .default(20),
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

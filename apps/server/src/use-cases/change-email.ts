import type { z } from 'zod';
import type { ConfirmEmailInput, messageResponse } from '@punla/contract';
import { inTransaction } from '../lib/context.ts';
import type { AccountsContext } from '../modules/accounts/accounts.context.ts';
import {
  applyEmailChange,
  checkEmailChangeCode,
} from '../modules/accounts/email-change.service.ts';
import { onboardPlayer } from './onboard-player.ts';

/**
 * Changes the player's e-mail address with the code mailed to the new one. The code proves
 * the new mailbox: a verified account stays verified, and an account that never verified (its
 * first address mistyped, say) becomes verified, with what verification brings.
 */
export async function confirmEmailChange(
  ctx: AccountsContext,
  userId: string,
  input: ConfirmEmailInput,
): Promise<z.infer<typeof messageResponse>> {
  const checked = await checkEmailChangeCode(ctx, userId, input.code);
  const updated = await inTransaction(ctx, async (tx) => {
    const changed = await applyEmailChange(tx, checked);
    if (!changed.verified) await onboardPlayer(tx, changed);
    return changed;
  });
  return { message: `Your e-mail is now ${updated.email}.` };
}

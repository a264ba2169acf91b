import { useEffect, useRef } from 'react';
import { referralCodeSchema } from '@punla/contract';
import { ApiError } from '#shared/api-client.ts';
import {
  clearPendingReferralCode,
  getPendingReferralCode,
} from '#shared/session/referral-storage.ts';
import { toast } from '#shared/toast.ts';
import { useApplyReferralCode } from '../api/apply-referral-code.ts';

interface PendingReferralOptions {
  userId: string;
  /**
   * The profile as just fetched from the server: its referredCode says whether a code is
   * already in use. Undefined while it is loading; nothing happens until it is known.
   */
  profile: { referredCode: string | null } | undefined;
}

/**
 * A code from a shared link (`/{code}`) that sign-up did not use yet: once the player is in
 * and the profile shows no code in use, apply it once, say how it went, and forget it. A
 * profile that already has a code, or a stored text that is no code at all, only clears it.
 * When the server could not be reached the code stays for the next visit.
 */
export function usePendingReferral({ userId, profile }: PendingReferralOptions) {
  const { mutateAsync: applyCode } = useApplyReferralCode(userId);
  const started = useRef(false);
  const referredCode = profile?.referredCode;
  const known = profile !== undefined;

  useEffect(() => {
    if (!known || started.current) return;
    const code = getPendingReferralCode();
    if (!code) return;
    started.current = true;
    const parsed = referralCodeSchema.safeParse(code);
    // A code already in use, or an address that was never a code: nothing to apply.
    if (referredCode || !parsed.success) {
      clearPendingReferralCode();
      return;
    }
    // A refusal is shown by the query client's error toast.
    applyCode(parsed.data).then(
      (result) => {
        clearPendingReferralCode();
        toast.success(result.message);
      },
      (error: unknown) => {
        if (error instanceof ApiError) clearPendingReferralCode();
      },
    );
  }, [known, referredCode, applyCode]);
}

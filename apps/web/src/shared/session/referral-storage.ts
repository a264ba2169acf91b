/** The referral code from a shared link (`/{referralCode}`), kept until sign-up (docs/spec-notes.md §2, §9). */
export const PENDING_REFERRAL_STORAGE_KEY = 'punla.pendingReferralCode';

export function storePendingReferralCode(code: string): void {
  const trimmed = code.trim();
  if (!trimmed) return;
  try {
    localStorage.setItem(PENDING_REFERRAL_STORAGE_KEY, trimmed);
  } catch {
    // Storage may be unavailable (private mode); the link then simply carries no code.
  }
}

export function getPendingReferralCode(): string | null {
  try {
    return localStorage.getItem(PENDING_REFERRAL_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function clearPendingReferralCode(): void {
  try {
    localStorage.removeItem(PENDING_REFERRAL_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

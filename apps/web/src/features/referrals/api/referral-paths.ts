/** The addresses of a player's referrals (docs/api.md, Economy). */
const enc = encodeURIComponent;
const base = (userId: string) => `/api/secure/referral/user/${enc(userId)}`;

export const referralPaths = {
  generate: (userId: string) => `${base(userId)}/generate`,
  apply: (userId: string, code: string) => `${base(userId)}/apply/${enc(code)}`,
  count: (userId: string) => `${base(userId)}/count`,
  referredUsers: (userId: string) => `${base(userId)}/referred-users`,
} as const;

/** The address of a player's wallet (docs/api.md, Economy). */
export const walletPaths = {
  wallet: (userId: string, page: number, size: number) =>
    `/api/secure/wallet/user/${encodeURIComponent(userId)}?page=${page}&size=${size}`,
} as const;

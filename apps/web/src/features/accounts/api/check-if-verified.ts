import { apiRoutes, checkVerifiedResponse, pathTo } from '@punla/contract';
import { api } from '#shared/api-client.ts';

/** Whether the account is verified now (public: it says nothing more than the session knows). */
export const checkIfVerified = (userId: string) =>
  api.get(pathTo(apiRoutes.accounts.checkIfVerified, { userId }), checkVerifiedResponse);

import { useMutation } from '@tanstack/react-query';
import { apiRoutes, pathTo } from '@punla/contract';
import { ApiError, api } from '#shared/api-client.ts';
import { decodeToken } from '#shared/session/token.ts';
import { loadAccountSchemas } from './account-schemas.ts';

/** A login refused while the account's deletion is pending (409 DELETION_PENDING). */
export interface DeletionPending {
  message: string;
  /** When the personal data is erased, unless the account is kept. */
  erasesAt: string;
  /** Accepted by the account's keep route only, for a few minutes. */
  keepToken: string;
}

/** The pending deletion a refused login (or Google exchange) tells of; null for any other error. */
export function deletionPendingOf(error: unknown): DeletionPending | null {
  if (!(error instanceof ApiError) || error.code !== 'DELETION_PENDING') return null;
  const body = error.body as Partial<Record<keyof DeletionPending, unknown>>;
  const { message, erasesAt, keepToken } = body;
  if (typeof erasesAt !== 'string' || typeof keepToken !== 'string') return null;
  return { message: typeof message === 'string' ? message : '', erasesAt, keepToken };
}

/**
 * "Keep my account": the deletion is cancelled and a session opens, as a login's. The keep token
 * names the account (`sub`) and is the request's only credential.
 */
export const keepAccount = async (keepToken: string) => {
  const { authResponse } = await loadAccountSchemas();
  const userId = decodeToken(keepToken).sub ?? '';
  return api.post(pathTo(apiRoutes.privacy.keep, { userId }), undefined, authResponse, {
    headers: { Authorization: `Bearer ${keepToken}` },
    handleUnauthorized: false,
  });
};

/** A refusal is said on the panel, not as a toast. */
export const useKeepAccount = () =>
  useMutation({ mutationFn: keepAccount, meta: { errorToast: false } });

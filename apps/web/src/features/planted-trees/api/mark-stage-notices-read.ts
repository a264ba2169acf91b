import { apiRoutes, noticeReadResult, pathTo } from '@punla/contract';
import { api } from '#shared/api-client.ts';

/**
 * Marks read the inbox notices a care action wrote (a stage reached, the tree matured): the
 * player saw the celebration, so the inbox need not announce it again.
 */
export const markStageNoticesRead = (userId: string, ids: number[]) =>
  api.post(pathTo(apiRoutes.notifications.read, { userId }), { ids }, noticeReadResult);

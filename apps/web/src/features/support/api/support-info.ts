import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, supportInfo, type SupportInfo } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export type { SupportInfo };
export type SupportChannel = SupportInfo['channels'][number];

/** The message and the ways to support Punla, as admins set them; anyone may read it. */
export const getSupportInfo = () => api.get(apiRoutes.support.page, supportInfo);

/** Admins save the whole page (the body is the contract's supportInput). */
export const saveSupportInfo = (input: SupportInfo) =>
  api.put(apiRoutes.support.edit, input, supportInfo);

export const supportQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.supportInfo(),
    queryFn: getSupportInfo,
    staleTime: 5 * 60_000,
  });

export const useSupportInfo = () => useQuery(supportQueryOptions());

export function useSaveSupportInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSupportInfo,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.supportInfo(), saved),
    // The editor shows the server's refusal above its Save button.
    meta: { errorToast: false },
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supportInfo, type SupportInfo } from '@punla/contract';
import { api } from '../../../shared/api-client.ts';

export type { SupportInfo };
export type SupportChannel = SupportInfo['channels'][number];

export const supportPaths = {
  /** Anyone may read it. */
  read: '/api/public/support-us',
  /** Admins save it. */
  save: '/api/secure/support-us',
} as const;

export const supportKeys = { info: () => ['support-us'] as const };

/** The message and the ways to support Punla, as admins set them. */
export const getSupportInfo = () => api.get(supportPaths.read, supportInfo);

/** Saves the whole page (the body is the contract's supportInput). */
export const saveSupportInfo = (input: SupportInfo) =>
  api.put(supportPaths.save, input, supportInfo);

export const supportQueryOptions = () =>
  queryOptions({ queryKey: supportKeys.info(), queryFn: getSupportInfo, staleTime: 5 * 60_000 });

export const useSupportInfo = () => useQuery(supportQueryOptions());

export function useSaveSupportInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSupportInfo,
    onSuccess: (saved) => queryClient.setQueryData(supportKeys.info(), saved),
  });
}

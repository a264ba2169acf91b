import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo, reminderSettings, type ReminderSettings } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export const getReminderSettings = (userId: string) =>
  api.get(pathTo(apiRoutes.reminders.settings, { userId }), reminderSettings);

export const setReminderSettings = (userId: string, enabled: boolean) =>
  api.put(pathTo(apiRoutes.reminders.settings, { userId }), { enabled }, reminderSettings);

export const reminderSettingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.reminders(userId),
    queryFn: () => getReminderSettings(userId),
  });

export function useReminderSettings(userId: string) {
  return useQuery(reminderSettingsQueryOptions(userId));
}

/** Turns reminders on or off; the switch moves at once and moves back if the server says no. */
export function useSetReminders(userId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.reminders(userId);
  return useMutation({
    mutationFn: (enabled: boolean) => setReminderSettings(userId, enabled),
    onMutate: async (enabled) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ReminderSettings>(key);
      queryClient.setQueryData<ReminderSettings>(key, { enabled });
      return { before };
    },
    onError: (_error, _enabled, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
}

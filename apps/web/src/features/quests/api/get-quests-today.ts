import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, pathTo, questsToday, type QuestsToday } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** Today's three quests with their state, the login streak and when the day resets. */
export const getQuestsToday = (userId: string) =>
  api.get(pathTo(apiRoutes.quests.today, { userId }), questsToday);

export const questsTodayQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.questsToday(userId),
    queryFn: () => getQuestsToday(userId),
    // Watering elsewhere may have made a quest claimable: always ask again on opening.
    staleTime: 0,
  });

export const useQuestsToday = (userId: string) => useQuery(questsTodayQueryOptions(userId));

/** Quests done today but not claimed yet: the rewards waiting in the Resource Hub. */
export const claimableCount = (today: QuestsToday): number =>
  today.quests.filter((quest) => quest.done && !quest.claimed).length;

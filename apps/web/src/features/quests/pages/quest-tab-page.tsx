import { useCallback, useState } from 'react';
import { countOf, type QuestKey } from '@punla/contract';
import { useSessionStore } from '#shared/session/session-store.ts';
import { showToast } from '#shared/toast.ts';
import { LoadFailed, Loading } from '#shared/ui/query-state.tsx';
import { useClaimQuest } from '../api/claim-quest.ts';
import { useQuestsToday } from '../api/get-quests-today.ts';
import { QuestCard } from '../components/quest-card.tsx';
import { ResetCountdown } from '../components/reset-countdown.tsx';
import { saverNote } from '../components/streak.ts';
import { StreakTrack } from '../components/streak-track.tsx';
import classes from '../components/quests.module.css';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

export const QUEST_CLAIMED_TITLE = 'Quest claimed!';

export function QuestTabPage() {
  const userId = useSessionStore((state) => state.loggedUser?.id);
  // The layout's guard sends visitors without a session away; nothing to show meanwhile.
  if (!userId) return null;
  return <Quests userId={userId} />;
}

/** Today's quests: the streak, the three quests and when new ones come. */
function Quests({ userId }: { userId: string }) {
  const today = useQuestsToday(userId);
  const claim = useSingleFlight(useClaimQuest(userId));
  const [claiming, setClaiming] = useState<QuestKey | null>(null);
  const { refetch } = today;
  const reload = useCallback(() => void refetch(), [refetch]);

  const onClaim = (quest: QuestKey) => {
    // One claim at a time: a tap on another quest meanwhile is ignored, as the guard ignores it.
    if (claim.isPending) return;
    setClaiming(quest);
    claim.mutate(quest, {
      onSuccess: (result) =>
        showToast({
          severity: 'success',
          summary: QUEST_CLAIMED_TITLE,
          detail: `+${countOf(result.coins, 'coin')} · +${result.xp} XP`,
        }),
      onSettled: () => setClaiming(null),
    });
  };

  if (today.isPending) return <Loading label="Loading today's quests" />;
  if (today.isError) return <LoadFailed error={today.error} onRetry={reload} />;

  const { quests, streak, bonusToday, nextResetAt } = today.data;
  const loginClaimed = quests.some((quest) => quest.quest === 'DAILY_LOGIN' && quest.claimed);
  return (
    <div className={classes.page}>
      <StreakTrack
        streak={streak}
        claimedToday={loginClaimed}
        bonusToday={bonusToday}
        saver={saverNote(today.data)}
      />
      <section className={classes.page} aria-labelledby="quests-title">
        <div className={classes.listHead}>
          <h2 id="quests-title" className={classes.sectionTitle}>
            Today&rsquo;s quests
          </h2>
          <ResetCountdown nextResetAt={nextResetAt} onReset={reload} />
        </div>
        <ul className={classes.quests}>
          {quests.map((quest) => (
            <QuestCard
              key={quest.quest}
              quest={quest}
              bonus={quest.quest === 'DAILY_LOGIN' && bonusToday}
              claiming={claiming === quest.quest}
              onClaim={() => onClaim(quest.quest)}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}

export default QuestTabPage;

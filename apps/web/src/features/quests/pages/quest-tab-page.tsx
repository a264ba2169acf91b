import { useCallback, useState } from 'react';
import { Loader } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { QuestKey } from '@punla/contract';
import { getErrorStatus, getErrorText } from '../../../shared/error-text.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { showToast, toast } from '../../../shared/toast.ts';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import { useClaimQuest } from '../api/claim-quest.ts';
import { useQuestsToday } from '../api/get-quests-today.ts';
import { QuestCard } from '../components/quest-card.tsx';
import { ResetCountdown } from '../components/reset-countdown.tsx';
import { StreakTrack } from '../components/streak-track.tsx';
import classes from '../components/quests.module.css';

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
  const claim = useClaimQuest(userId);
  const [claiming, setClaiming] = useState<QuestKey | null>(null);
  const { refetch } = today;
  const reload = useCallback(() => void refetch(), [refetch]);

  const onClaim = (quest: QuestKey) => {
    setClaiming(quest);
    claim.mutate(quest, {
      onSuccess: (result) =>
        showToast({
          severity: 'success',
          summary: QUEST_CLAIMED_TITLE,
          detail: `+${result.coins} coins · +${result.xp} XP`,
        }),
      onError: (error) => toast.error(getErrorText(error), getErrorStatus(error)),
      onSettled: () => setClaiming(null),
    });
  };

  if (today.isPending) {
    return (
      <div className={classes.center} role="status" aria-label="Loading today's quests">
        <Loader color="leaf" type="dots" size="lg" />
      </div>
    );
  }
  if (today.isError) {
    return (
      <div className={classes.error} role="alert">
        <p>{getErrorText(today.error)}</p>
        <GameButton
          color="yellow"
          size="sm"
          onClick={reload}
          leftSection={<IconRefresh size={18} stroke={2.4} />}
        >
          Try again
        </GameButton>
      </div>
    );
  }

  const { quests, streak, bonusToday, nextResetAt } = today.data;
  const loginClaimed = quests.some((quest) => quest.quest === 'DAILY_LOGIN' && quest.claimed);
  return (
    <div className={classes.page}>
      <StreakTrack streak={streak} claimedToday={loginClaimed} bonusToday={bonusToday} />
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

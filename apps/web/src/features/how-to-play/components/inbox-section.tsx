import { IconBell, IconUserCircle } from '@tabler/icons-react';
import { REMINDERS, SEASON_ENDING_NOTICE_DAYS } from '@punla/contract';
import { paths } from '#shared/paths.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { GuideSection, ICON, SMALL } from './guide-section.tsx';

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** The inbox behind the bell, and the e-mail reminders a player may choose. */
export function InboxSection() {
  const [week, day] = [...SEASON_ENDING_NOTICE_DAYS].sort((a, b) => b - a);
  return (
    <GuideSection
      id="inbox"
      icon={<IconBell {...ICON} />}
      tone="yellow"
      title="Inbox and reminders"
    >
      <p>
        The bell at the top of the screen opens your inbox. Every reward and game event lands there:
        your starter kit, a friend who joined with your code, a new stage or level, a season ending
        soon ({week} days and {day} day before, while a tree grows) and your final place when a
        season is over. Each notice leads to the page where it matters.
      </p>
      <p>
        Want a nudge? Turn on e-mail reminders in your Profile. You get at most one mail a day,
        between {hour(REMINDERS.fromHour)} and {hour(REMINDERS.untilHour)} game time, only when it
        matters: your tree wilts today or tomorrow, the season ends in {REMINDERS.seasonEndsInDays}{' '}
        days, a quest reward is waiting, or your tree can be watered again. Every mail has a link
        that turns reminders off in one click.
      </p>
      <GameButton
        to={paths.app.profile}
        size="sm"
        color="blue"
        leftSection={<IconUserCircle {...SMALL} />}
      >
        Reminders in Profile
      </GameButton>
    </GuideSection>
  );
}

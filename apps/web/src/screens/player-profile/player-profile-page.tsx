import { ProfilePage } from '#features/accounts/pages/profile-page.tsx';
import { RealTrees } from '#features/events/components/real-trees.tsx';
import { ReferralPanel } from '#features/referrals/components/referral-panel.tsx';
import { ReminderSettingsPanel } from '#features/reminders/components/reminder-settings-panel.tsx';
import { useSessionStore } from '#shared/session/session-store.ts';
import classes from './player-profile-page.module.css';

/**
 * A player's profile: the account, the real trees they planted at events, the e-mail reminders,
 * then the invite-friends panel.
 */
export function PlayerProfilePage() {
  const userId = useSessionStore((state) => state.loggedUser?.id);
  if (!userId) return null;
  return (
    <div className={classes.profileStack}>
      <ProfilePage />
      <div className={classes.profileSection}>
        <RealTrees userId={userId} />
      </div>
      <div className={classes.profileSection}>
        <ReminderSettingsPanel userId={userId} />
      </div>
      <div className={classes.profileSection}>
        <ReferralPanel userId={userId} />
      </div>
    </div>
  );
}

export default PlayerProfilePage;

import type { DeletionScheduled } from '@punla/contract';
import { useUserProfile } from '#features/accounts/api/get-user-profile.ts';
import { useLogout } from '#features/accounts/hooks/use-logout.ts';
import { ProfilePage } from '#features/accounts/pages/profile-page.tsx';
import { RealTrees } from '#features/events/components/real-trees.tsx';
import { ReferralPanel } from '#features/referrals/components/referral-panel.tsx';
import { DeleteAccountSection } from '#features/privacy/components/delete-account-section.tsx';
import { DownloadMyData } from '#features/privacy/components/download-my-data.tsx';
import { ReminderSettingsPanel } from '#features/reminders/components/reminder-settings-panel.tsx';
import { paths } from '#shared/paths.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
import classes from './player-profile-page.module.css';

/**
 * "Delete my account", once the profile is read. The deletion has ended every session: this one
 * ends as a logout does, on the login page with the server's words.
 */
function DeleteAccount({ userId }: { userId: string }) {
  const profile = useUserProfile(userId).data;
  const logout = useLogout();
  if (!profile) return null;
  const deleted = ({ message }: DeletionScheduled) =>
    logout({ to: paths.loginWithEmail(profile.email), message });
  return <DeleteAccountSection account={profile} onDeleted={deleted} />;
}

/**
 * A player's profile: the account, the real trees they planted at events, the e-mail reminders,
 * the invite-friends panel, then the player's rights: "Download my data" and "Delete my account".
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
      <div className={classes.profileSection}>
        <DownloadMyData userId={userId} />
      </div>
      <div className={classes.profileSection}>
        <DeleteAccount userId={userId} />
      </div>
    </div>
  );
}

export default PlayerProfilePage;

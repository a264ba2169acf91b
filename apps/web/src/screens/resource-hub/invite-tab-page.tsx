import { ReferralPanel } from '#features/referrals/components/referral-panel.tsx';
import { useSessionStore } from '#shared/session/session-store.ts';
import classes from './resource-hub.module.css';

/** The invite tab: the player's referral link and code, and the friends who joined with them. */
export function InviteTabPage() {
  const userId = useSessionStore((state) => state.loggedUser?.id);
  // The layout's guard sends visitors without a session away; nothing to show meanwhile.
  if (!userId) return null;
  return (
    <div className={classes.stack}>
      <ReferralPanel userId={userId} />
    </div>
  );
}

export default InviteTabPage;

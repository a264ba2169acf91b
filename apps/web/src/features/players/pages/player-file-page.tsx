import { Link, useParams } from 'react-router';
import { IconArrowLeft } from '@tabler/icons-react';
import { playerProfile, type PlayerFile } from '@punla/contract';
import { paths } from '#shared/paths.ts';
import { JumpLink } from '#shared/ui/jump-link.tsx';
import { ErrorNote, QueryState } from '#shared/ui/query-state.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { usePlayerFile } from '../api/get-player-file.ts';
import { RealTreesSection, RsvpsSection } from '../components/event-sections.tsx';
import { InventorySection, TreesSection } from '../components/holdings-sections.tsx';
import { LedgerSection } from '../components/ledger-section.tsx';
import {
  FlagsSection,
  NoticesSection,
  ReferralsSection,
  ReportsSection,
} from '../components/people-sections.tsx';
import { PlayerProfileCard } from '../components/player-profile-card.tsx';
import { FILE, SECTION } from '../components/players-text.ts';
import classes from '../components/players.module.css';

/** An account id as the server writes them; anything else is no player's, without asking. */
const isAccountId = (value: string | undefined): value is string =>
  playerProfile.shape.id.safeParse(value).success;

const CONTENTS: { id: string; title: string }[] = [
  { id: 'ledger-wallet', title: SECTION.wallet },
  { id: 'ledger-xp', title: SECTION.xp },
  { id: 'inventory', title: SECTION.inventory },
  { id: 'trees', title: SECTION.trees },
  { id: 'rsvps', title: SECTION.rsvps },
  { id: 'real-trees', title: SECTION.realTrees },
  { id: 'referrals', title: SECTION.referrals },
  { id: 'reports', title: SECTION.reports },
  { id: 'notices', title: SECTION.notices },
  { id: 'flags', title: SECTION.flags },
];

function FileBody({ file }: { file: PlayerFile }) {
  const userId = file.profile.id;
  return (
    <>
      <PlayerProfileCard file={file} />
      <nav aria-label={FILE.sectionsLabel} className={classes.contents}>
        <ul>
          {CONTENTS.map((part) => (
            <li key={part.id}>
              <JumpLink to={part.id}>{part.title}</JumpLink>
            </li>
          ))}
        </ul>
      </nav>
      <LedgerSection
        key={`wallet-${userId}`}
        userId={userId}
        ledger="wallet"
        first={file.walletLedger}
      />
      <LedgerSection key={`xp-${userId}`} userId={userId} ledger="xp" first={file.xpLedger} />
      <InventorySection inventory={file.inventory} />
      <TreesSection trees={file.trees} />
      <RsvpsSection rsvps={file.rsvps} />
      <RealTreesSection realTrees={file.realTrees} />
      <ReferralsSection referrals={file.referrals} />
      <ReportsSection reports={file.reports} />
      <NoticesSection notices={file.notices} />
      <FlagsSection flags={file.openFairPlayFlags} />
    </>
  );
}

/** Admin: one player's file, and the actions an admin takes on the account. */
export function PlayerFilePage() {
  const { id } = useParams();
  const valid = isAccountId(id);
  const file = usePlayerFile(valid ? id : '', valid);
  return (
    <div className={classes.page}>
      <Link to={paths.admin.players} className={adminClasses.backLink}>
        <IconArrowLeft size={16} stroke={2.6} style={{ verticalAlign: '-2px' }} /> {FILE.back}
      </Link>
      {valid ? (
        <QueryState query={file} loadingLabel={FILE.loading} loadingShape="panel">
          {(data) => <FileBody file={data} />}
        </QueryState>
      ) : (
        <ErrorNote alert={false}>{FILE.notFound}</ErrorNote>
      )}
    </div>
  );
}

export default PlayerFilePage;

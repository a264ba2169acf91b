import { IconBug, IconUserPlus } from '@tabler/icons-react';
import { paths } from '#shared/paths.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { useSupportInfo, type SupportInfo } from '../api/support-info.ts';
import { SupportArt } from '../components/support-art.tsx';
import { SupportChannels } from '../components/support-channels.tsx';
import classes from '../components/support.module.css';

/** The admins' message, a paragraph per blank-line-separated block. */
function paragraphs(message: string): string[] {
  return message
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The admins' message and the ways to support, or a word that they are coming. */
function SupportBody({ info }: { info: SupportInfo }) {
  const texts = paragraphs(info.message);
  return (
    <>
      {texts.length > 0 && (
        <div className={classes.message}>
          {texts.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      )}
      {info.channels.length > 0 ? (
        <>
          <h2 className={classes.sectionTitle}>Ways to support</h2>
          <SupportChannels channels={info.channels} />
        </>
      ) : (
        <p className={classes.empty}>
          Ways to support will be listed here soon. Thank you for thinking of us!
        </p>
      )}
    </>
  );
}

function SupportContent({ audience }: { audience: 'guest' | 'player' }) {
  const info = useSupportInfo();
  const Heading = audience === 'guest' ? 'h1' : 'h2';

  return (
    <div className={classes.page}>
      <header className={classes.hero}>
        <SupportArt className={classes.art} />
        <div>
          <Heading className={classes.title}>
            {audience === 'guest' ? 'Support Us' : 'Help Punla grow'}
          </Heading>
          <p className={classes.lead}>Every seedling in the game is a step toward a real one.</p>
        </div>
      </header>
      <QueryState query={info} loadingLabel="Loading the ways to support" loadingShape="panel">
        {(data) => <SupportBody info={data} />}
      </QueryState>
      <aside className={classes.more}>
        {audience === 'guest' ? (
          <>
            <p>Playing is support too: every player brings the next real planting closer.</p>
            <GameButton
              to={paths.signup}
              color="yellow"
              leftSection={<IconUserPlus size={20} stroke={2.4} />}
            >
              Start planting
            </GameButton>
          </>
        ) : (
          <>
            <p>Found a bug or have an idea? Telling us helps as much as anything.</p>
            <GameButton
              to={paths.app.reportBug}
              color="yellow"
              leftSection={<IconBug size={20} stroke={2.4} />}
            >
              Report / Suggest
            </GameButton>
          </>
        )}
      </aside>
    </div>
  );
}

/** /support-us, titled "Support Us" (docs/spec-notes.md §2). */
export function GuestSupportUsPage() {
  return <SupportContent audience="guest" />;
}

/** /app/support-us, under the player header. */
export function PlayerSupportUsPage() {
  return <SupportContent audience="player" />;
}

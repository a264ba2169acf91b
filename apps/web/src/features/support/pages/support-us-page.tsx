import { Loader } from '@mantine/core';
import { IconBug, IconRefresh, IconUserPlus } from '@tabler/icons-react';
import { getErrorText } from '../../../shared/error-text.ts';
import { paths } from '../../../shared/paths.ts';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import { useSupportInfo } from '../api/support-info.ts';
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

function SupportContent({ audience }: { audience: 'guest' | 'player' }) {
  const info = useSupportInfo();
  const Heading = audience === 'guest' ? 'h1' : 'h2';

  let body;
  if (info.isPending) {
    body = (
      <div className={classes.center} role="status" aria-label="Loading the ways to support">
        <Loader color="leaf" type="dots" size="lg" />
      </div>
    );
  } else if (info.isError) {
    body = (
      <div className={classes.error} role="alert">
        <p>{getErrorText(info.error)}</p>
        <GameButton
          color="yellow"
          onClick={() => void info.refetch()}
          leftSection={<IconRefresh size={20} stroke={2.4} />}
        >
          Try again
        </GameButton>
      </div>
    );
  } else {
    body = (
      <>
        {paragraphs(info.data.message).length > 0 && (
          <div className={classes.message}>
            {paragraphs(info.data.message).map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        )}
        {info.data.channels.length > 0 ? (
          <>
            <h2 className={classes.sectionTitle}>Ways to support</h2>
            <SupportChannels channels={info.data.channels} />
          </>
        ) : (
          <p className={classes.empty}>
            Ways to support will be listed here soon. Thank you for thinking of us!
          </p>
        )}
      </>
    );
  }

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
      {body}
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
              Help us improve
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

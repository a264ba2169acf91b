import { useId } from 'react';
import { IconAlertTriangle, IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { DATA_EXPORTS_PER_DAY } from '@punla/contract';
import { getErrorText } from '#shared/error-text.ts';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { Panel } from '#shared/ui/panel.tsx';
import { useDownloadMyData } from '../api/download-my-data.ts';
import classes from './download-my-data.module.css';

export const YOUR_DATA_TITLE = 'Your data';
export const DOWNLOAD_MY_DATA_LABEL = 'Download my data';
export const YOUR_DATA_TEXT = `Get one file with everything Punla keeps about you: your account, trees, coins and XP, quests, events and tickets, reports and notices, each with when it was recorded. You can download it ${DATA_EXPORTS_PER_DAY} times a day.`;

/** The file's name, said once it is saved. */
const savedText = (filename: string) => `Your data is saved as ${filename}.`;

/**
 * "Your data" on the Profile: the player's right of access. The file is fetched with the
 * session's token and saved through a temporary link; a refusal (the day's limit) is said under
 * the button, in the server's words.
 */
export function DownloadMyData({ userId }: { userId: string }) {
  const download = useSingleFlight(useDownloadMyData());
  const textId = useId();
  return (
    <Panel title={YOUR_DATA_TITLE}>
      <div className={classes.block}>
        <p className={classes.text} id={textId}>
          {YOUR_DATA_TEXT}
        </p>
        <GameButton
          color="blue"
          loading={download.isPending}
          aria-describedby={textId}
          onClick={() => download.mutate(userId)}
          leftSection={<IconDownload size={20} stroke={2.4} />}
        >
          {DOWNLOAD_MY_DATA_LABEL}
        </GameButton>
        {download.isError && (
          <div className={classes.error} role="alert">
            <IconAlertTriangle size={20} stroke={2.2} style={{ flex: 'none', marginTop: 1 }} />
            <span>{getErrorText(download.error)}</span>
          </div>
        )}
        {download.isSuccess && (
          <div className={classes.saved} role="status">
            <IconCircleCheck size={20} stroke={2.2} style={{ flex: 'none', marginTop: 1 }} />
            <span>{savedText(download.data)}</span>
          </div>
        )}
      </div>
    </Panel>
  );
}

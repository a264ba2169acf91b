import { useState } from 'react';
import { Loader } from '@mantine/core';
import { IconExternalLink, IconRefresh } from '@tabler/icons-react';
import { getErrorText } from '../../../shared/error-text.ts';
import { paths } from '../../../shared/paths.ts';
import { toast } from '../../../shared/toast.ts';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import { useSaveSupportInfo, useSupportInfo } from '../api/support-info.ts';
import { SupportEditor } from '../components/support-editor.tsx';
import classes from '../components/support.module.css';

export const SUPPORT_SAVED_TEXT = 'The Support Us page is saved.';

/** /admin/support-us: edit what the Support Us page says. */
export function ManageSupportPage() {
  const info = useSupportInfo();
  const save = useSaveSupportInfo();
  const [serverError, setServerError] = useState<string | null>(null);

  let body;
  if (info.isPending) {
    body = (
      <div className={classes.center} role="status" aria-label="Loading the Support Us page">
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
      <SupportEditor
        info={info.data}
        saving={save.isPending}
        serverError={serverError}
        onSave={(input) => {
          setServerError(null);
          save.mutate(input, {
            onSuccess: () => toast.success(SUPPORT_SAVED_TEXT),
            onError: (error) => setServerError(getErrorText(error)),
          });
        }}
      />
    );
  }

  return (
    <div className={classes.editor}>
      <div className={classes.editorIntro}>
        <div>
          <h2 className={classes.editorTitle}>Support Us page</h2>
          <p className={classes.editorLead}>
            What players and visitors read on Support Us: a message and the ways to help.
          </p>
        </div>
        <GameButton
          to={paths.supportUs}
          target="_blank"
          color="yellow"
          size="sm"
          rightSection={<IconExternalLink size={16} stroke={2.4} />}
        >
          View page
        </GameButton>
      </div>
      {body}
    </div>
  );
}

export default ManageSupportPage;

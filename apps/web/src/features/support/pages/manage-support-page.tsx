import { useState } from 'react';
import { IconExternalLink } from '@tabler/icons-react';
import { getErrorText } from '#shared/error-text.ts';
import { paths } from '#shared/paths.ts';
import { toast } from '#shared/toast.ts';
import { AdminToolbar } from '#shared/ui/admin-list.tsx';
import { GameButton } from '#shared/ui/game-button.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { useSaveSupportInfo, useSupportInfo } from '../api/support-info.ts';
import { SupportEditor } from '../components/support-editor.tsx';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

export const SUPPORT_SAVED_TEXT = 'The Support Us page is saved.';

/** /admin/support-us: edit what the Support Us page says. */
export function ManageSupportPage() {
  const info = useSupportInfo();
  const save = useSingleFlight(useSaveSupportInfo());
  const [serverError, setServerError] = useState<string | null>(null);

  return (
    <div className={adminClasses.page}>
      <AdminToolbar
        title="Support Us page"
        lead="What players and visitors read on Support Us: a message and the ways to help."
      >
        <GameButton
          to={paths.supportUs}
          target="_blank"
          color="yellow"
          size="sm"
          rightSection={<IconExternalLink size={16} stroke={2.4} />}
        >
          View page
        </GameButton>
      </AdminToolbar>
      <QueryState query={info} loadingLabel="Loading the Support Us page" loadingShape="panel">
        {(data) => (
          <SupportEditor
            info={data}
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
        )}
      </QueryState>
    </div>
  );
}

export default ManageSupportPage;

import { IconDownload } from '@tabler/icons-react';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';
import { toast } from '#shared/toast.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { useExportAttendees } from '../api/export-attendees.ts';

export const EXPORT_ATTENDEES_LABEL = 'Export attendees (CSV)';
const savedText = (filename: string) => `Saved ${filename}.`;

/** Downloads the event's RSVPs as a CSV file for a spreadsheet. */
export function ExportAttendeesButton({ eventId }: { eventId: number }) {
  const download = useSingleFlight(useExportAttendees());
  return (
    <GameButton
      color="blue"
      size="sm"
      loading={download.isPending}
      leftSection={<IconDownload size={18} stroke={2.4} />}
      onClick={() =>
        download.mutate(eventId, { onSuccess: (filename) => toast.success(savedText(filename)) })
      }
    >
      {EXPORT_ATTENDEES_LABEL}
    </GameButton>
  );
}

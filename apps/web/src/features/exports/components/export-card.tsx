import { useId, type FormEvent, type ReactNode } from 'react';
import { IconDownload } from '@tabler/icons-react';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';
import { toast } from '#shared/toast.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { useDownloadExport, type ExportRequest } from '../api/download-export.ts';
import { savedText } from './exports-text.ts';
import classes from './exports.module.css';

interface ExportCardProps {
  title: string;
  text: string;
  button: string;
  icon: ReactNode;
  /** The export to download; null when a field is missing (the field then says so). */
  request: () => ExportRequest | null;
  /** The export's fields (an event, a season, a range of days). */
  children?: ReactNode;
  /** Whether there is anything to export yet (the button waits otherwise). */
  ready?: boolean;
}

/** One export: what the file holds, its fields and its download button, as a form. */
export function ExportCard({
  title,
  text,
  button,
  icon,
  request,
  children,
  ready = true,
}: ExportCardProps) {
  const download = useSingleFlight(useDownloadExport());
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = request();
    if (!wanted) return;
    download.mutate(wanted, { onSuccess: (filename) => toast.success(savedText(filename)) });
  };
  return (
    <li className={classes.card}>
      <form className={classes.form} aria-labelledby={headingId} onSubmit={submit} noValidate>
        <div className={classes.head}>
          <span className={classes.icon} data-tone="green" aria-hidden="true">
            {icon}
          </span>
          <h3 id={headingId} className={classes.title}>
            {title}
          </h3>
        </div>
        <p className={classes.text}>{text}</p>
        {children}
        <GameButton
          type="submit"
          className={classes.button}
          loading={download.isPending}
          disabled={!ready}
          leftSection={<IconDownload size={20} stroke={2.4} />}
        >
          {button}
        </GameButton>
      </form>
    </li>
  );
}

import {
  IconCalendarStats,
  IconClipboardList,
  IconTrees,
  IconTrophy,
  IconUsers,
} from '@tabler/icons-react';
import { AdminToolbar } from '#shared/ui/admin-list.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { ExportCard } from '../components/export-card.tsx';
import { useEventChoice, useRangeChoice, useSeasonChoice } from '../components/export-choices.tsx';
import { CARDS, PAGE_LEAD, PAGE_TITLE } from '../components/exports-text.ts';
import classes from '../components/exports.module.css';

const ICON = { size: 24, stroke: 2.2 } as const;

/** Admin: the CSV exports, one card each, each with its fields and its download button. */
export function ExportsPage() {
  const event = useEventChoice();
  const season = useSeasonChoice();
  const range = useRangeChoice();
  return (
    <div className={adminClasses.page}>
      <AdminToolbar title={PAGE_TITLE} lead={PAGE_LEAD} />
      <ul className={classes.cards}>
        <ExportCard
          {...CARDS.attendees}
          icon={<IconCalendarStats {...ICON} />}
          request={event.request}
          ready={event.ready}
        >
          {event.field}
        </ExportCard>
        <ExportCard
          {...CARDS.realTrees}
          icon={<IconTrees {...ICON} />}
          request={() => ({ kind: 'real-trees' })}
        />
        <ExportCard
          {...CARDS.standings}
          icon={<IconTrophy {...ICON} />}
          request={season.request}
          ready={season.ready}
        >
          {season.field}
        </ExportCard>
        <ExportCard
          {...CARDS.players}
          icon={<IconUsers {...ICON} />}
          request={() => ({ kind: 'players' })}
        />
        <ExportCard {...CARDS.audit} icon={<IconClipboardList {...ICON} />} request={range.request}>
          {range.field}
        </ExportCard>
      </ul>
    </div>
  );
}

export default ExportsPage;

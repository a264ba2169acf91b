import { Link } from 'react-router';
import { PLAYER_FILE_LIST_LIMIT, type PlayerFile } from '@punla/contract';
import { formatGameDate, formatGameDateTime } from '#shared/game-time.ts';
import { paths } from '#shared/paths.ts';
import { DataTable } from './data-table.tsx';
import { FileSection } from './file-section.tsx';
import { REAL_TREES, RSVPS, SECTION, newestShown } from './players-text.ts';
import classes from './players.module.css';

const eventLink = (event: { id: number; name: string }) => (
  <Link to={paths.admin.eventAttendees(event.id)} className={classes.link}>
    {event.name}
  </Link>
);

/** The player's RSVPs to planting events, and whether they were checked in. */
export function RsvpsSection({ rsvps }: { rsvps: PlayerFile['rsvps'] }) {
  return (
    <FileSection
      id="rsvps"
      title={SECTION.rsvps}
      note={newestShown(rsvps.length, PLAYER_FILE_LIST_LIMIT)}
    >
      {rsvps.length === 0 ? (
        <p className={classes.empty}>{RSVPS.empty}</p>
      ) : (
        <DataTable
          caption={SECTION.rsvps}
          columns={[
            { key: 'event', label: RSVPS.event },
            { key: 'starts', label: RSVPS.starts },
            { key: 'status', label: RSVPS.status },
            { key: 'rsvp', label: RSVPS.rsvpAt },
            { key: 'checked-in', label: RSVPS.checkedIn },
          ]}
          rows={rsvps.map((rsvp) => ({
            key: rsvp.event.id,
            cells: [
              eventLink(rsvp.event),
              formatGameDateTime(rsvp.event.startsAt),
              rsvp.status === 'CONFIRMED' ? RSVPS.seat : RSVPS.waitlist,
              formatGameDateTime(rsvp.createdAt),
              rsvp.checkedInAt ? formatGameDateTime(rsvp.checkedInAt) : RSVPS.notYet,
            ],
          }))}
        />
      )}
    </FileSection>
  );
}

/** The real trees the player planted at events. */
export function RealTreesSection({ realTrees }: { realTrees: PlayerFile['realTrees'] }) {
  return (
    <FileSection
      id="real-trees"
      title={SECTION.realTrees}
      note={newestShown(realTrees.length, PLAYER_FILE_LIST_LIMIT)}
    >
      {realTrees.length === 0 ? (
        <p className={classes.empty}>{REAL_TREES.empty}</p>
      ) : (
        <DataTable
          caption={SECTION.realTrees}
          columns={[
            { key: 'event', label: REAL_TREES.event },
            { key: 'species', label: REAL_TREES.species },
            { key: 'planted', label: REAL_TREES.plantedOn },
          ]}
          rows={realTrees.map((tree) => ({
            key: `${tree.event.id}-${tree.plantedOn}`,
            cells: [
              eventLink(tree.event),
              tree.speciesName ?? REAL_TREES.unknownSpecies,
              formatGameDate(`${tree.plantedOn}T12:00:00Z`),
            ],
          }))}
        />
      )}
    </FileSection>
  );
}

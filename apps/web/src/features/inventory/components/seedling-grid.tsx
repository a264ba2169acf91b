import type { SeedlingItem } from '../api/list-seedlings.ts';
import { SeedlingCard } from './seedling-card.tsx';
import classes from './inventory.module.css';

interface SeedlingGridProps {
  seedlings: SeedlingItem[];
  onPlant: (seedling: SeedlingItem) => void;
  /** The row being planted now. */
  plantingId: string | null;
  /** Planting or still finding out whether a tree grows: no Plant button works meanwhile. */
  busy: boolean;
  /** The id of the notice that says why none can be planted now, or null when they can. */
  blockedNoteId: string | null;
}

/** The player's seedlings as cards, one per species, each with its Plant button. */
export function SeedlingGrid({
  seedlings,
  onPlant,
  plantingId,
  busy,
  blockedNoteId,
}: SeedlingGridProps) {
  return (
    <ul className={classes.grid}>
      {seedlings.map((seedling) => (
        <SeedlingCard
          key={seedling.id}
          seedling={seedling}
          onPlant={() => onPlant(seedling)}
          planting={plantingId === seedling.id}
          busy={busy}
          blockedNoteId={blockedNoteId}
        />
      ))}
    </ul>
  );
}

import { IconLeaf, IconShovel } from '@tabler/icons-react';
import { countOf } from '@punla/contract';
import { GameButton } from '#shared/ui/game-button.tsx';
import { RarityBadge } from '#shared/ui/rarity-badge.tsx';
import { TreePicture } from '#shared/ui/tree-picture.tsx';
import type { SeedlingItem } from '../api/list-seedlings.ts';
import classes from './inventory.module.css';

interface SeedlingCardProps {
  seedling: SeedlingItem;
  onPlant: () => void;
  planting: boolean;
  /**
   * The id of the notice above the cards that says why none can be planted now (a tree is
   * already growing), or null. The card does not repeat it: its Plant button points at it.
   */
  blockedNoteId: string | null;
  busy: boolean;
}

/** One species of seedling in the inventory, with how many and a Plant button. */
export function SeedlingCard({
  seedling,
  onPlant,
  planting,
  blockedNoteId,
  busy,
}: SeedlingCardProps) {
  const { species } = seedling;
  return (
    <li className={classes.card}>
      <div className={classes.cardPicture}>
        <TreePicture
          imageUrl={species.imageUrl}
          scientificName={species.scientificName}
          stage={5}
          backdrop
          alt={species.name}
        />
        <span className={classes.quantity} aria-label={countOf(seedling.quantity, 'seedling')}>
          ×{seedling.quantity}
        </span>
      </div>
      <div className={classes.cardBody}>
        <strong>{species.name}</strong>
        <em>{species.scientificName}</em>
        <div className={classes.cardMeta}>
          <RarityBadge rarity={species.rarity} size="sm" />
          <span>
            <IconLeaf size={14} stroke={2.4} style={{ verticalAlign: '-2px' }} aria-hidden="true" />{' '}
            ≈ {species.co2KgPerYear} kg CO₂/yr once mature
          </span>
        </div>
        <div className={classes.cardAction}>
          <GameButton
            color="green"
            size="sm"
            fullWidth
            leftSection={<IconShovel size={18} stroke={2.4} />}
            loading={planting}
            disabled={blockedNoteId !== null || busy}
            onClick={onPlant}
            aria-label={`Plant ${species.name}`}
            aria-describedby={blockedNoteId ?? undefined}
          >
            Plant
          </GameButton>
        </div>
      </div>
    </li>
  );
}

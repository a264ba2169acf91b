import { IconLeaf, IconShovel } from '@tabler/icons-react';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import { RarityBadge } from '../../../shared/ui/rarity-badge.tsx';
import { TreePicture } from '../../../shared/ui/tree-picture.tsx';
import type { SeedlingItem } from '../api/list-seedlings.ts';
import classes from './inventory.module.css';

interface SeedlingCardProps {
  seedling: SeedlingItem;
  onPlant: () => void;
  planting: boolean;
  /** Why it cannot be planted now (a tree is already growing), or null. */
  blockedReason: string | null;
  busy: boolean;
}

/** One species of seedling in the inventory, with how many and a Plant button. */
export function SeedlingCard({
  seedling,
  onPlant,
  planting,
  blockedReason,
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
        <span className={classes.quantity} aria-label={`${seedling.quantity} seedlings`}>
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
            {species.co2KgPerYear} kg CO₂/yr
          </span>
        </div>
        <div className={classes.cardAction}>
          <GameButton
            color="green"
            size="sm"
            fullWidth
            leftSection={<IconShovel size={18} stroke={2.4} />}
            loading={planting}
            disabled={blockedReason !== null || busy}
            onClick={onPlant}
            aria-label={`Plant ${species.name}`}
            aria-describedby={blockedReason ? `blocked-${seedling.id}` : undefined}
          >
            Plant
          </GameButton>
          {blockedReason && (
            <p id={`blocked-${seedling.id}`} className={classes.reason}>
              {blockedReason}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}

import { useState } from 'react';
import { IconDroplet, IconPlant2, IconShieldCheck } from '@tabler/icons-react';
import type { MarketplaceItem } from '@punla/contract';
import { TreePicture } from '#shared/ui/tree-picture.tsx';
import classes from './marketplace.module.css';

type PictureOf = Pick<MarketplaceItem, 'kind' | 'imageUrl' | 'name' | 'speciesName'>;

/**
 * An item's picture: its upload, else a drawing — the species' seedling for a seedling, a
 * drop of water or a sprouting sack for the packs, a shield for the streak saver.
 */
export function ItemPicture({ item, className }: { item: PictureOf; className?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (item.kind === 'SEEDLING') {
    return (
      <TreePicture
        className={className}
        imageUrl={item.imageUrl}
        scientificName={item.speciesName ?? item.name}
        stage={2}
        backdrop
        alt=""
      />
    );
  }
  if (item.imageUrl && item.imageUrl !== failedUrl) {
    return (
      <img
        className={className}
        src={item.imageUrl}
        alt=""
        loading="lazy"
        decoding="async"
        draggable={false}
        onError={() => setFailedUrl(item.imageUrl)}
      />
    );
  }
  const Icon =
    item.kind === 'WATER'
      ? IconDroplet
      : item.kind === 'STREAK_SAVER'
        ? IconShieldCheck
        : IconPlant2;
  return (
    <span
      className={[classes.drawnPack, className ?? ''].join(' ')}
      data-kind={item.kind}
      aria-hidden="true"
    >
      <Icon size="56%" stroke={1.8} />
    </span>
  );
}

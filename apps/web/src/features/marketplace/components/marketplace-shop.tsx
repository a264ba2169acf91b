import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Loader, SegmentedControl } from '@mantine/core';
import { IconBuildingStore, IconRefresh } from '@tabler/icons-react';
import { itemKinds, type MarketplaceItem } from '@punla/contract';
import { getErrorStatus, getErrorText } from '../../../shared/error-text.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { toast } from '../../../shared/toast.ts';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import { useBuyItem } from '../api/buy-item.ts';
import { useMarketplaceItems } from '../api/list-marketplace-items.ts';
import { ItemCard } from './item-card.tsx';
import classes from './marketplace.module.css';

type KindFilter = 'ALL' | MarketplaceItem['kind'];

export const kindFilters: { value: KindFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'SEEDLING', label: 'Seedlings' },
  { value: 'WATER', label: 'Water' },
  { value: 'FERTILIZER', label: 'Fertilizer' },
];

function kindFrom(value: string | null): KindFilter {
  return (itemKinds as readonly string[]).includes(value ?? '') ? (value as KindFilter) : 'ALL';
}

/** The items for sale, filtered by kind (kept in the address as ?kind=). */
export function MarketplaceShop({ userId }: { userId: string }) {
  const items = useMarketplaceItems();
  const buy = useBuyItem(userId);
  const balance = useSessionStore((state) => state.walletBalance);
  const [params, setParams] = useSearchParams();
  const kind = kindFrom(params.get('kind'));
  const [buyingId, setBuyingId] = useState<number | null>(null);

  const chooseKind = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'ALL') next.delete('kind');
    else next.set('kind', value);
    setParams(next, { replace: true });
  };

  const onBuy = (item: MarketplaceItem, quantity: number) => {
    setBuyingId(item.id);
    buy.mutate(
      { itemId: item.id, quantity },
      {
        onSuccess: (result) => toast.success(result.message),
        onError: (error) => toast.error(getErrorText(error), getErrorStatus(error)),
        onSettled: () => setBuyingId(null),
      },
    );
  };

  let body;
  if (items.isPending) {
    body = (
      <div className={classes.center} role="status" aria-label="Loading the marketplace">
        <Loader color="leaf" type="dots" size="lg" />
      </div>
    );
  } else if (items.isError) {
    body = (
      <div className={classes.empty} role="alert">
        <p>{getErrorText(items.error)}</p>
        <GameButton
          color="yellow"
          size="sm"
          onClick={() => void items.refetch()}
          leftSection={<IconRefresh size={18} stroke={2.4} />}
        >
          Try again
        </GameButton>
      </div>
    );
  } else {
    const shown = items.data.filter((item) => kind === 'ALL' || item.kind === kind);
    body =
      shown.length === 0 ? (
        <div className={classes.empty}>
          <IconBuildingStore size={40} stroke={1.8} aria-hidden="true" />
          <p>
            {kind === 'ALL'
              ? 'Nothing is for sale right now. Come back soon!'
              : 'Nothing of this kind is for sale right now.'}
          </p>
        </div>
      ) : (
        <ul className={classes.grid} aria-label="Items for sale">
          {shown.map((item) => (
            <ItemCard
              key={item.id}
              item={item}
              balance={balance}
              buying={buyingId === item.id}
              onBuy={(quantity) => onBuy(item, quantity)}
            />
          ))}
        </ul>
      );
  }

  return (
    <section className={classes.shop} aria-labelledby="shop-title">
      <div className={classes.shopHead}>
        <h2 id="shop-title" className={classes.sectionTitle}>
          For sale
        </h2>
        <SegmentedControl
          className={classes.filter}
          aria-label="Kind of item"
          value={kind}
          onChange={chooseKind}
          data={kindFilters}
          radius="md"
          size="sm"
          color="leaf"
          fullWidth
        />
      </div>
      {body}
    </section>
  );
}

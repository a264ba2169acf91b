import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SegmentedControl } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { itemKinds, type MarketplaceItem } from '@punla/contract';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { toast } from '../../../shared/toast.ts';
import { QueryState } from '../../../shared/ui/query-state.tsx';
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

interface ItemsForSaleProps {
  items: MarketplaceItem[];
  /** No kind is chosen: nothing at all is for sale when the list is empty. */
  everyKind: boolean;
  balance: number | null;
  buyingId: number | null;
  onBuy: (item: MarketplaceItem, quantity: number) => void;
}

function ItemsForSale({ items, everyKind, balance, buyingId, onBuy }: ItemsForSaleProps) {
  if (items.length === 0) {
    return (
      <div className={classes.empty}>
        <IconBuildingStore size={40} stroke={1.8} aria-hidden="true" />
        <p>
          {everyKind
            ? 'Nothing is for sale right now. Come back soon!'
            : 'Nothing of this kind is for sale right now.'}
        </p>
      </div>
    );
  }
  return (
    <ul className={classes.grid} aria-label="Items for sale">
      {items.map((item) => (
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
        onSettled: () => setBuyingId(null),
      },
    );
  };

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
      <QueryState query={items} loadingLabel="Loading the marketplace" loadingShape="cards">
        {(all) => (
          <ItemsForSale
            items={all.filter((item) => kind === 'ALL' || item.kind === kind)}
            everyKind={kind === 'ALL'}
            balance={balance}
            buyingId={buyingId}
            onBuy={onBuy}
          />
        )}
      </QueryState>
    </section>
  );
}

import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SegmentedControl } from '@mantine/core';
import { IconBasket, IconBuildingStore } from '@tabler/icons-react';
import {
  careDaysToMature,
  countOf,
  levelForXp,
  plantWhenMatureText,
  PURCHASE_CONFIRM_FROM_COINS,
  type MarketplaceItem,
  type Rarity,
} from '@punla/contract';
import { useSessionStore } from '#shared/session/session-store.ts';
import { toast } from '#shared/toast.ts';
import { ConfirmDialog } from '#shared/ui/confirm-dialog.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { useBuyItem } from '../api/buy-item.ts';
import { useMarketplaceItems } from '../api/list-marketplace-items.ts';
import { ItemCard, unitsText } from './item-card.tsx';
import classes from './marketplace.module.css';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

type KindFilter = 'ALL' | MarketplaceItem['kind'];

export const kindFilters: { value: KindFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'SEEDLING', label: 'Seedlings' },
  { value: 'WATER', label: 'Water' },
  { value: 'FERTILIZER', label: 'Fertilizer' },
];

/** The filter in the address; the streak saver has no filter of its own (it shows under All). */
function kindFrom(value: string | null): KindFilter {
  return kindFilters.some((filter) => filter.value === value) ? (value as KindFilter) : 'ALL';
}

/** The tree growing now, as far as the shop needs it: when the next seedling can be planted. */
export interface GrowingTree {
  speciesName: string;
  rarity: Rarity;
  growthPoints: number;
}

/** "You can plant it when your Narra matures, in about 12 days of care.", or null. */
export function plantNoteFor(tree: GrowingTree | null | undefined): string | null {
  if (!tree) return null;
  return plantWhenMatureText(tree.speciesName, careDaysToMature(tree.growthPoints, tree.rarity));
}

interface ItemsForSaleProps {
  items: MarketplaceItem[];
  /** No kind is chosen: nothing at all is for sale when the list is empty. */
  everyKind: boolean;
  balance: number | null;
  level: number;
  saversHeld: number | null;
  plantNote: string | null;
  buyingId: number | null;
  onBuy: (item: MarketplaceItem, quantity: number) => void;
}

function ItemsForSale({ items, everyKind, buyingId, onBuy, ...player }: ItemsForSaleProps) {
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
          {...player}
          buying={buyingId === item.id}
          onBuy={(quantity) => onBuy(item, quantity)}
        />
      ))}
    </ul>
  );
}

interface MarketplaceShopProps {
  userId: string;
  /** The player's growing tree, if any (from the planted trees). */
  growingTree?: GrowingTree | null;
  /** Streak savers held (from the resources); null while not known. */
  saversHeld?: number | null;
}

interface PendingPurchase {
  item: MarketplaceItem;
  quantity: number;
}

/** What a purchase waiting for a yes costs and brings, in words for the dialog. */
function confirmText({ item, quantity }: PendingPurchase, balance: number | null): string {
  const total = item.price * quantity;
  const brings = unitsText(item.kind, quantity * item.quantityPerPurchase);
  const left = balance === null ? '' : ` You will have ${countOf(balance - total, 'coin')} left.`;
  return `${brings} for ${countOf(total, 'coin')}.${left}`;
}

/**
 * The items for sale, filtered by kind (kept in the address as ?kind=). A purchase of
 * PURCHASE_CONFIRM_FROM_COINS coins or more asks first.
 */
export function MarketplaceShop({
  userId,
  growingTree = null,
  saversHeld = null,
}: MarketplaceShopProps) {
  const items = useMarketplaceItems();
  const buy = useSingleFlight(useBuyItem(userId));
  const balance = useSessionStore((state) => state.walletBalance);
  const level = levelForXp(useSessionStore((state) => state.loggedUser?.totalXp ?? 0));
  const [params, setParams] = useSearchParams();
  const kind = kindFrom(params.get('kind'));
  const [buyingId, setBuyingId] = useState<number | null>(null);
  const [pending, setPending] = useState<PendingPurchase | null>(null);

  const chooseKind = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'ALL') next.delete('kind');
    else next.set('kind', value);
    // The same page, filtered: it stays where the player is.
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const purchase = (item: MarketplaceItem, quantity: number) => {
    setBuyingId(item.id);
    buy.mutate(
      { itemId: item.id, quantity },
      {
        onSuccess: (result) => toast.success(result.message),
        onSettled: () => {
          setBuyingId(null);
          setPending(null);
        },
      },
    );
  };

  const onBuy = (item: MarketplaceItem, quantity: number) => {
    if (item.price * quantity >= PURCHASE_CONFIRM_FROM_COINS) setPending({ item, quantity });
    else purchase(item, quantity);
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
            level={level}
            saversHeld={saversHeld}
            plantNote={plantNoteFor(growingTree)}
            buyingId={buyingId}
            onBuy={onBuy}
          />
        )}
      </QueryState>
      <ConfirmDialog
        opened={pending !== null}
        title={pending ? `Buy ${pending.item.name}?` : 'Buy?'}
        message={pending ? confirmText(pending, balance) : undefined}
        confirmLabel={pending ? `Buy for ${pending.item.price * pending.quantity} coins` : 'Buy'}
        confirmColor="green"
        confirmIcon={<IconBasket size={18} stroke={2.4} />}
        cancelLabel="Not now"
        loading={buy.isPending}
        onConfirm={() => pending && purchase(pending.item, pending.quantity)}
        onClose={() => {
          if (!buy.isPending) setPending(null);
        }}
      />
    </section>
  );
}

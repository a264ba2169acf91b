import { useId, useState } from 'react';
import { Badge } from '@mantine/core';
import { IconBasket, IconCoin, IconLock } from '@tabler/icons-react';
import {
  BUY_QUANTITY_MAX,
  countOf,
  STREAK_SAVER,
  STREAK_SAVER_HELD_TEXT,
  unlocksAtText,
  type MarketplaceItem,
} from '@punla/contract';
import { GameButton } from '#shared/ui/game-button.tsx';
import { ItemPicture } from './item-picture.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import classes from './marketplace.module.css';

export const SOLD_OUT_TEXT = 'Sold out';

/** Why the Buy button is off: the same words the server uses when coins are short. */
export const notEnoughCoinsText = (total: number, balance: number) =>
  `You need ${countOf(total, 'coin')} but have ${balance}.`;

/** "10 water", "1 seedling", "5 fertilizer": what a purchase puts in the inventory. */
export function unitsText(kind: MarketplaceItem['kind'], units: number): string {
  if (kind === 'SEEDLING') return countOf(units, 'seedling');
  if (kind === 'STREAK_SAVER') return countOf(units, 'streak saver');
  return `${units} ${kind === 'WATER' ? 'water' : 'fertilizer'}`;
}

/** "Held: 0/1": the streak savers a player has, out of the most they can hold. */
export const heldText = (held: number) => `Held: ${held}/${STREAK_SAVER.maxHeld}`;

/** Why a seedling above the player's level cannot be bought yet. */
export const lockedText = (needed: number, level: number) =>
  `${unlocksAtText(needed)}. You are level ${level}.`;

interface ItemCardProps {
  item: MarketplaceItem;
  /** Coins in the wallet; null while not known (the server then decides). */
  balance: number | null;
  /** The player's level, for seedlings that unlock later. */
  level: number;
  /** Streak savers held, for the streak saver's card; null while not known. */
  saversHeld: number | null;
  /** For seedlings while a tree grows: when a new one can be planted. */
  plantNote: string | null;
  buying: boolean;
  onBuy: (quantity: number) => void;
}

/** What stops a purchase, in words; null when nothing does. */
function blockedBy(
  item: MarketplaceItem,
  { soldOut, locked, full, short }: Record<'soldOut' | 'locked' | 'full' | 'short', boolean>,
  words: { level: number; total: number; balance: number },
): string | null {
  if (soldOut) return null;
  if (locked) return lockedText(item.unlockLevel, words.level);
  if (full) return STREAK_SAVER_HELD_TEXT;
  if (short) return notEnoughCoinsText(words.total, words.balance);
  return null;
}

/**
 * One item for sale: picture, facts, how many packs, and the Buy button. Its size does not
 * change when a purchase changes what it says: the line under the button keeps its room.
 */
export function ItemCard({
  item,
  balance,
  level,
  saversHeld,
  plantNote,
  buying,
  onBuy,
}: ItemCardProps) {
  const reasonId = useId();
  const [quantity, setQuantity] = useState(1);
  const soldOut = item.stock !== null && item.stock <= 0;
  const locked = item.unlockLevel > level;
  const saver = item.kind === 'STREAK_SAVER';
  const room = saver ? Math.max(0, STREAK_SAVER.maxHeld - (saversHeld ?? 0)) : BUY_QUANTITY_MAX;
  const full = saver && saversHeld !== null && room === 0;
  const max = Math.max(
    1,
    Math.min(
      BUY_QUANTITY_MAX,
      item.stock ?? BUY_QUANTITY_MAX,
      Math.floor(room / item.quantityPerPurchase) || 1,
    ),
  );
  const packs = Math.min(quantity, max);
  const total = item.price * packs;
  const short = !soldOut && balance !== null && total > balance;
  const reason = blockedBy(
    item,
    { soldOut, locked, full, short },
    { level, total, balance: balance ?? 0 },
  );
  const off = soldOut || locked || full || short;

  return (
    <li
      className={classes.card}
      data-kind={item.kind}
      data-sold-out={soldOut || undefined}
      data-locked={locked || undefined}
    >
      <div className={classes.cardPicture}>
        <ItemPicture item={item} className={classes.cardImage} />
        <span className={classes.pack} aria-label={`${item.quantityPerPurchase} per pack`}>
          ×{item.quantityPerPurchase}
        </span>
        {soldOut ? (
          <span className={classes.soldOut}>{SOLD_OUT_TEXT}</span>
        ) : (
          item.stock !== null && <span className={classes.stock}>{item.stock} left</span>
        )}
        {locked && (
          <span className={classes.lock}>
            <IconLock size={16} stroke={2.6} aria-hidden="true" />
            {unlocksAtText(item.unlockLevel)}
          </span>
        )}
        {saver && saversHeld !== null && (
          <span className={classes.held} data-full={full || undefined}>
            {heldText(saversHeld)}
          </span>
        )}
      </div>
      <div className={classes.cardBody}>
        <h3 className={classes.cardTitle}>{item.name}</h3>
        {item.kind === 'SEEDLING' &&
          item.speciesName &&
          !item.name.toLowerCase().includes(item.speciesName.toLowerCase()) && (
            <Badge color="leaf" variant="light" size="sm" radius="sm" className={classes.kindBadge}>
              {item.speciesName} seedling
            </Badge>
          )}
        <p className={classes.cardText}>{item.description}</p>
        {plantNote && item.kind === 'SEEDLING' && !locked && (
          <p className={classes.plantNote}>{plantNote}</p>
        )}
        <p className={classes.price}>
          <span className={classes.srOnly}>{`${item.price} coins per pack`}</span>
          <IconCoin size={20} stroke={2.4} className={classes.coin} aria-hidden="true" />
          <strong aria-hidden="true">{item.price}</strong>
          <span className={classes.perPack} aria-hidden="true">
            / pack
          </span>
        </p>
        <div className={classes.buyRow}>
          <QuantityStepper
            value={packs}
            onChange={setQuantity}
            max={max}
            label={`Packs of ${item.name}`}
            disabled={soldOut || locked || full}
          />
          <span className={classes.units}>
            = {unitsText(item.kind, packs * item.quantityPerPurchase)}
          </span>
        </div>
        <GameButton
          color={soldOut || (short && !locked && !full) ? 'red' : 'yellow'}
          size="sm"
          fullWidth
          className={classes.buy}
          disabled={off}
          loading={buying}
          aria-describedby={reason ? reasonId : undefined}
          leftSection={
            !soldOut &&
            (locked ? <IconLock size={18} stroke={2.4} /> : <IconBasket size={18} stroke={2.4} />)
          }
          onClick={() => onBuy(packs)}
        >
          {soldOut ? (
            SOLD_OUT_TEXT
          ) : (
            <>
              Buy · {total}
              <IconCoin size={16} stroke={2.6} className={classes.buttonCoin} aria-label="coins" />
            </>
          )}
        </GameButton>
        {/* Always there, so a reason appearing after a purchase does not move the cards. */}
        <p id={reasonId} className={classes.reason} data-kind={locked || full ? 'info' : 'warning'}>
          {reason}
        </p>
      </div>
    </li>
  );
}

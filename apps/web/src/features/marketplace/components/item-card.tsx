import { useId, useState } from 'react';
import { Badge, VisuallyHidden } from '@mantine/core';
import { IconBasket, IconCoin } from '@tabler/icons-react';
import { BUY_QUANTITY_MAX, countOf, type MarketplaceItem } from '@punla/contract';
import { GameButton } from '../../../shared/ui/game-button.tsx';
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
  return `${units} ${kind === 'WATER' ? 'water' : 'fertilizer'}`;
}

interface ItemCardProps {
  item: MarketplaceItem;
  /** Coins in the wallet; null while not known (the server then decides). */
  balance: number | null;
  buying: boolean;
  onBuy: (quantity: number) => void;
}

/** One item for sale: picture, facts, how many packs, and the Buy button. */
export function ItemCard({ item, balance, buying, onBuy }: ItemCardProps) {
  const reasonId = useId();
  const [quantity, setQuantity] = useState(1);
  const soldOut = item.stock !== null && item.stock <= 0;
  const max = Math.max(1, Math.min(BUY_QUANTITY_MAX, item.stock ?? BUY_QUANTITY_MAX));
  const packs = Math.min(quantity, max);
  const total = item.price * packs;
  const short = !soldOut && balance !== null && total > balance;
  const reason = soldOut ? null : short ? notEnoughCoinsText(total, balance ?? 0) : null;

  return (
    <li className={classes.card} data-kind={item.kind} data-sold-out={soldOut || undefined}>
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
        <p className={classes.price}>
          <VisuallyHidden>{`${item.price} coins per pack`}</VisuallyHidden>
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
            disabled={soldOut}
          />
          <span className={classes.units}>
            = {unitsText(item.kind, packs * item.quantityPerPurchase)}
          </span>
        </div>
        <GameButton
          color={soldOut || short ? 'red' : 'yellow'}
          size="sm"
          fullWidth
          className={classes.buy}
          disabled={soldOut || short}
          loading={buying}
          aria-describedby={reason ? reasonId : undefined}
          leftSection={!soldOut && <IconBasket size={18} stroke={2.4} />}
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
        {reason && (
          <p id={reasonId} className={classes.reason}>
            {reason}
          </p>
        )}
      </div>
    </li>
  );
}

import { countOf, type buyResult, type MarketplaceItem, type Rarity } from '@punla/contract';
import type { z } from 'zod';
import { fileUrl } from '../files/files.service.ts';
import { unlockLevelOf } from './marketplace.policy.ts';
import type { ItemRow } from './marketplace.repository.ts';

export function toMarketplaceItem(
  item: ItemRow,
  speciesName: string | null,
  rarity: Rarity | null,
): MarketplaceItem {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    imageUrl: item.imageSha256 ? fileUrl(item.imageSha256) : null,
    kind: item.kind,
    speciesId: item.speciesId,
    speciesName,
    quantityPerPurchase: item.quantityPerPurchase,
    price: item.price,
    stock: item.stock,
    active: item.active,
    unlockLevel: unlockLevelOf(item, rarity),
  };
}

function unitsText(item: ItemRow, speciesName: string | null, units: number): string {
  if (item.kind === 'SEEDLING')
    return `${units} ${speciesName ?? ''} seedling${units === 1 ? '' : 's'}`;
  if (item.kind === 'STREAK_SAVER') return countOf(units, 'streak saver');
  return item.kind === 'WATER' ? `${units} water` : `${units} fertilizer`;
}

/** What was asked for and read before the purchase. */
interface Order {
  item: ItemRow;
  speciesName: string | null;
  rarity: Rarity | null;
  quantity: number;
  totalPrice: number;
  units: number;
}

/** The answer to a purchase, with its message (and, for a seedling, when to plant it). */
export function toBuyResult(
  order: Order,
  bought: { purchaseId: string; item: ItemRow; walletBalance: number },
  plantingNote: string,
): z.infer<typeof buyResult> {
  const { item, speciesName, rarity, quantity, totalPrice, units } = order;
  return {
    purchaseId: bought.purchaseId,
    // A limited stock as the purchase left it; an unlimited item as read for the purchase.
    item: toMarketplaceItem(bought.item, speciesName, rarity),
    quantity,
    totalPrice,
    unitsReceived: units,
    walletBalance: bought.walletBalance,
    message: `You bought ${unitsText(item, speciesName, units).replace('  ', ' ')} for ${totalPrice} coins.${plantingNote}`,
  };
}

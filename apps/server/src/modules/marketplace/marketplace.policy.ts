import { SEEDLING_UNLOCK_LEVEL, type Rarity } from '@punla/contract';
import type { Actor } from '../../lib/context.ts';
import type { ItemRow } from './marketplace.repository.ts';

/** Players see only what is for sale; admins see every item, on sale or not. */
export function canSeeInactiveItems(actor: Actor): boolean {
  return actor.role === 'ADMIN';
}

/** The level from which an item can be bought: a seedling's rarity decides; the rest are open. */
export function unlockLevelOf(item: ItemRow, rarity: Rarity | null): number {
  return item.kind === 'SEEDLING' && rarity ? SEEDLING_UNLOCK_LEVEL[rarity] : 0;
}

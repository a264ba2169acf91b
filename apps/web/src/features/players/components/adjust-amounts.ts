import {
  PLAYER_ADJUSTMENT_LIMIT,
  countOf,
  type MarketplaceItem,
  type PlayerFile,
} from '@punla/contract';
import { ADJUST } from './players-text.ts';

// The adjustment dialog's arithmetic and words, apart from what it draws: reading a signed
// amount as typed, and saying what each amount will change.

const numberFormat = new Intl.NumberFormat('en-PH');
const n = (value: number) => numberFormat.format(value);

/** An amount as typed: "" or "0" is nothing, "+25", "25", "-25" and "−25" (a real minus) are numbers. */
export function readAmount(typed: string): { value: number | undefined; error: string | null } {
  const text = typed.replace(/[\s,]/g, '').replace(/^\u2212/, '-');
  if (text === '') return { value: undefined, error: null };
  if (!/^[+-]?\d+$/.test(text)) return { value: undefined, error: ADJUST.notWhole };
  const value = Number(text);
  if (Math.abs(value) > PLAYER_ADJUSTMENT_LIMIT) {
    return { value: undefined, error: ADJUST.tooLarge(n(PLAYER_ADJUSTMENT_LIMIT)) };
  }
  return { value: value === 0 ? undefined : value, error: null };
}

/** What one unit of an item holds, singular and plural: "water", "Narra seedling". */
function unitOf(item: MarketplaceItem): [string, string] {
  switch (item.kind) {
    case 'WATER':
      return ['water', 'water'];
    case 'FERTILIZER':
      return ['fertilizer', 'fertilizer'];
    case 'STREAK_SAVER':
      return ['streak saver', 'streak savers'];
    case 'SEEDLING': {
      const species = item.speciesName ?? item.name;
      return [`${species} seedling`, `${species} seedlings`];
    }
  }
}

/** How many units of what the item holds the player has now. */
function heldNow(item: MarketplaceItem, inventory: PlayerFile['inventory']): number {
  switch (item.kind) {
    case 'WATER':
      return inventory.water;
    case 'FERTILIZER':
      return inventory.fertilizer;
    case 'STREAK_SAVER':
      return inventory.streakSavers;
    case 'SEEDLING':
      return (
        inventory.seedlings.find((seedling) => seedling.speciesId === item.speciesId)?.quantity ?? 0
      );
  }
}

const verb = (amount: number) => (amount > 0 ? 'Give' : 'Take');

export interface Amounts {
  coins?: number;
  xp?: number;
  item?: { item: MarketplaceItem; quantity: number };
}

/** What the adjustment will change, a sentence each: "Give 25 coins: the balance goes from 100 to 125." */
export function adjustmentSummary(
  amounts: Amounts,
  file: Pick<PlayerFile, 'profile' | 'inventory'>,
): string[] {
  const lines: string[] = [];
  const { coins, xp, item } = amounts;
  const { profile } = file;
  if (coins) {
    lines.push(
      `${verb(coins)} ${countOf(Math.abs(coins), 'coin')}: the balance goes from ${n(profile.coins)} to ${n(profile.coins + coins)}.`,
    );
  }
  if (xp) {
    lines.push(
      `${verb(xp)} ${n(Math.abs(xp))} XP, not counted for a season: the total goes from ${n(profile.totalXp)} to ${n(profile.totalXp + xp)} XP.`,
    );
  }
  if (item) {
    const [one, many] = unitOf(item.item);
    const held = heldNow(item.item, file.inventory);
    lines.push(
      `${verb(item.quantity)} ${countOf(Math.abs(item.quantity), one, many)} (the item ${item.item.name}): from ${n(held)} to ${n(held + item.quantity)}.`,
    );
  }
  lines.push(
    `${profile.username} gets a notice in their inbox saying what an admin changed, and why: your reason.`,
  );
  return lines;
}

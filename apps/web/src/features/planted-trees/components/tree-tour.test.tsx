import { describe, expect, it } from 'vitest';
import { placeCard, type Box, type Size } from './tree-tour.tsx';

const DESKTOP: Size = { width: 1280, height: 800 };
const PHONE: Size = { width: 390, height: 844 };
const CARD: Size = { width: 340, height: 220 };
const PHONE_CARD: Size = { width: 366, height: 250 };

/** The card's box where placeCard puts it. */
function cardBox(target: Box, card: Size, viewport: Size): Box & { side: string } {
  const { side, top, left } = placeCard(target, card, viewport);
  return { side, top, left, ...card };
}

function covers(a: Box, b: Box): boolean {
  return (
    a.left < b.left + b.width &&
    b.left < a.left + a.width &&
    a.top < b.top + b.height &&
    b.top < a.top + a.height
  );
}

function onScreen(box: Box, viewport: Size): boolean {
  return (
    box.left >= 0 &&
    box.top >= 0 &&
    box.left + box.width <= viewport.width &&
    box.top + box.height <= viewport.height
  );
}

describe('the tour card placement', () => {
  it('puts the card below a target with room under it, centred on it', () => {
    const target = { top: 100, left: 500, width: 200, height: 80 };
    const card = cardBox(target, CARD, DESKTOP);
    expect(card.side).toBe('below');
    expect(card.top).toBe(100 + 80 + 14);
    expect(card.left).toBe(600 - 170);
  });

  it('goes above a target at the bottom of the screen', () => {
    const target = { top: 700, left: 20, width: 350, height: 60 };
    const card = cardBox(target, PHONE_CARD, PHONE);
    expect(card.side).toBe('above');
    expect(card.top + card.height).toBeLessThanOrEqual(700);
  });

  it('goes beside a tall target that leaves no room above or below (the tree on desktop)', () => {
    const target = { top: 90, left: 300, width: 420, height: 640 };
    const card = cardBox(target, CARD, DESKTOP);
    expect(card.side).toBe('right');
    expect(card.left).toBeGreaterThanOrEqual(720);
  });

  it('goes left when only the left has room', () => {
    const target = { top: 40, left: 800, width: 460, height: 740 };
    expect(cardBox(target, CARD, DESKTOP).side).toBe('left');
  });

  it('covers as little as it can of a target as big as the screen', () => {
    const target = { top: 0, left: 0, width: 390, height: 700 };
    const card = cardBox(target, PHONE_CARD, PHONE);
    expect(card.side).toBe('below');
    expect(onScreen(card, PHONE)).toBe(true);
  });

  it('never covers the target and stays on screen, for targets all over both screens', () => {
    for (const [viewport, card] of [
      [DESKTOP, CARD],
      [PHONE, PHONE_CARD],
    ] as const) {
      for (let top = 10; top < viewport.height - 120; top += 60) {
        for (let left = 10; left < viewport.width - 120; left += 60) {
          const target = { top, left, width: 110, height: 110 };
          const placed = cardBox(target, card, viewport);
          expect(covers(placed, target), JSON.stringify({ viewport, target, placed })).toBe(false);
          expect(onScreen(placed, viewport)).toBe(true);
        }
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { groupedCode, requirementsText, rsvpText, seatsText, survivalText } from './event-text.ts';

describe('event texts', () => {
  it('say the seats left, or how many wait', () => {
    expect(seatsText({ seatsLeft: 3, capacity: 20, waitlist: 0 })).toBe('3 of 20 seats left');
    expect(seatsText({ seatsLeft: 1, capacity: 1, waitlist: 0 })).toBe('1 of 1 seat left');
    expect(seatsText({ seatsLeft: 0, capacity: 5, waitlist: 4 })).toBe('Full · 4 on the waitlist');
    expect(seatsText({ seatsLeft: 0, capacity: 5, waitlist: 0 })).toBe('Full');
  });

  it('say where the player stands', () => {
    expect(rsvpText(null)).toBeNull();
    expect(rsvpText({ status: 'CONFIRMED', position: null, checkedInAt: null })).toBe(
      "You're going",
    );
    expect(rsvpText({ status: 'WAITLISTED', position: 4, checkedInAt: null })).toBe(
      'On the waitlist: #4',
    );
    expect(
      rsvpText({ status: 'CONFIRMED', position: null, checkedInAt: '2026-06-06T00:00:00Z' }),
    ).toBe('Checked in');
  });

  it('name the requirements', () => {
    expect(requirementsText({ minStage: 'Sapling', minSeasonXp: 300 })).toBe(
      'Needs a Sapling tree this season and 300 season XP',
    );
    expect(requirementsText({ minStage: null, minSeasonXp: 0 })).toBe(
      'Open to every verified player',
    );
  });

  it('count the survivors and group the ticket code', () => {
    expect(survivalText({ checkedAt: '2027-01-15', surviving: 38, treesPlanted: 40 })).toBe(
      '38 of 40 trees alive at the check on Jan 15, 2027',
    );
    expect(groupedCode('ABCDEFGHJK')).toBe('ABCDE FGHJK');
  });
});

/**
 * A count of the changes this process made that can move a season's standings, for what
 * keeps standings for reuse (the leaderboard's board): it notes this count when it reads, and
 * reads again once the count has moved. Counted: every committed transaction
 * (`inTransaction`: XP awards, verifications, season edits, in requests and jobs alike), every
 * XP award as it is written (also one made in a transaction opened elsewhere), and the answer
 * of every request other than GET, HEAD and OPTIONS that succeeded (a new name, a deleted
 * account: changes made without a transaction of their own).
 */
let changes = 0;

export function standingsChanged(): void {
  changes += 1;
}

export function standingsVersion(): number {
  return changes;
}

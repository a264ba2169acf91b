/**
 * A count of the changes this process made that can move a season's standings, for what
 * keeps standings for reuse (the leaderboard's board): it notes this count when it reads, and
 * reads again once the count has moved. Counted: every XP award as it is written (also one
 * made in a transaction opened elsewhere), every verification once it has committed (the
 * mailed link and Google's callback are GETs), the answer of every request other than GET,
 * HEAD and OPTIONS that succeeded (its transactions have committed by then: season edits, a
 * new name, a deleted account), and the end of every run of the scheduled work
 * (jobs/daily-loop.ts).
 */
let changes = 0;

export function standingsChanged(): void {
  changes += 1;
}

export function standingsVersion(): number {
  return changes;
}

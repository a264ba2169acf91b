/**
 * A count of the changes this process made that can move a season's standings: an XP award
 * (the XP ledger counts it as it writes) and the end of any request that changes data (a new
 * name, a verified or deleted account, an edited season: the app counts those once they are
 * answered, so after their commit). What keeps a standing for reuse, such as the leaderboard's
 * board, notes this count when it reads and reads again once the count has moved.
 */
let changes = 0;

export function standingsChanged(): void {
  changes += 1;
}

export function standingsVersion(): number {
  return changes;
}

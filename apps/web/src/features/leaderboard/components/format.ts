const numberFormat = new Intl.NumberFormat('en-US');

/** "1,240 XP". */
export const formatXp = (xp: number) => `${numberFormat.format(xp)} XP`;

/** "1,240". */
export const formatCount = (count: number) => numberFormat.format(count);

/** "1 player", "42 players". */
export const formatPlayers = (count: number) =>
  `${numberFormat.format(count)} ${count === 1 ? 'player' : 'players'}`;

const numberFormat = new Intl.NumberFormat();
const dateFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 1250 → "1,250" in the reader's locale. */
export const formatCoins = (coins: number) => numberFormat.format(coins);

/** +15 / −40, with a real minus sign. */
export const formatAmount = (amount: number) =>
  amount > 0 ? `+${formatCoins(amount)}` : `−${formatCoins(Math.abs(amount))}`;

export const formatEntryDate = (iso: string) => dateFormat.format(new Date(iso));

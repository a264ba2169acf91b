import { useState } from 'react';
import { IconCoin } from '@tabler/icons-react';
import { pluralOf } from '@punla/contract';
import { useSessionStore } from '#shared/session/session-store.ts';
import { formatCoins } from './format.ts';
import { WalletDrawer } from './wallet-drawer.tsx';
import classes from './wallet.module.css';

/** The coins in the header; opens the wallet with its history. */
export function CoinPill({ userId }: { userId: string }) {
  const balance = useSessionStore((state) => state.walletBalance);
  const [opened, setOpened] = useState(false);
  const shown = balance === null ? '—' : formatCoins(balance);
  return (
    <>
      <button
        type="button"
        className={classes.pill}
        onClick={() => setOpened(true)}
        aria-label={`Wallet: ${balance === null ? 'balance not loaded' : `${shown} ${pluralOf(balance, 'coin')}`}`}
        aria-haspopup="dialog"
      >
        <IconCoin size={20} stroke={2.4} className={classes.pillCoin} aria-hidden="true" />
        <span className={classes.pillValue}>{shown}</span>
      </button>
      <WalletDrawer userId={userId} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

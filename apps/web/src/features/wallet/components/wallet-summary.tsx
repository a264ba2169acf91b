import { useState } from 'react';
import { IconCoin, IconHistory } from '@tabler/icons-react';
import { useSessionStore } from '#shared/session/session-store.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { formatCoins } from './format.ts';
import { WalletDrawer } from './wallet-drawer.tsx';
import classes from './wallet.module.css';

/** The wallet on the marketplace tab: the balance and a way into its history. */
export function WalletSummary({ userId }: { userId: string }) {
  const balance = useSessionStore((state) => state.walletBalance);
  const [opened, setOpened] = useState(false);
  return (
    <section className={classes.summary} aria-labelledby="wallet-summary-title">
      <IconCoin size={44} stroke={2.2} className={classes.bigCoin} aria-hidden="true" />
      <div className={classes.summaryText}>
        <h2 id="wallet-summary-title" className={classes.balanceLabel}>
          Your wallet
        </h2>
        <strong className={classes.balanceValue}>
          {balance === null ? '—' : formatCoins(balance)} <small>coins</small>
        </strong>
      </div>
      <GameButton
        color="blue"
        size="sm"
        onClick={() => setOpened(true)}
        leftSection={<IconHistory size={18} stroke={2.4} />}
      >
        History
      </GameButton>
      <WalletDrawer userId={userId} opened={opened} onClose={() => setOpened(false)} />
    </section>
  );
}

import { IconCoin } from '@tabler/icons-react';
import { useSessionStore } from '#shared/session/session-store.ts';
import { GameDrawer } from '#shared/ui/game-drawer.tsx';
import { formatCoins } from './format.ts';
import { WalletHistory } from './wallet-history.tsx';
import classes from './wallet.module.css';

interface WalletDrawerProps {
  userId: string;
  opened: boolean;
  onClose: () => void;
}

/** The wallet: the balance and its history; slides up on a phone, in from the right on wider screens. */
export function WalletDrawer({ userId, opened, onClose }: WalletDrawerProps) {
  const balance = useSessionStore((state) => state.walletBalance);
  return (
    <GameDrawer opened={opened} onClose={onClose} title="Wallet">
      <div className={classes.balanceCard}>
        <IconCoin size={40} stroke={2.2} className={classes.bigCoin} aria-hidden="true" />
        <div className={classes.summaryText}>
          <span className={classes.balanceLabel}>Balance</span>
          <strong className={classes.balanceValue}>
            {balance === null ? '—' : formatCoins(balance)} <small>coins</small>
          </strong>
        </div>
      </div>
      <h3 className={classes.historyTitle}>History</h3>
      {opened && <WalletHistory userId={userId} />}
    </GameDrawer>
  );
}

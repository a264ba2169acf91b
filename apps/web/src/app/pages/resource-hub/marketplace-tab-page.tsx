import { MarketplaceShop } from '../../../features/marketplace/components/marketplace-shop.tsx';
import { WalletSummary } from '../../../features/wallet/components/wallet-summary.tsx';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import classes from './resource-hub.module.css';

/** The marketplace tab: the wallet on top, then what is for sale. */
export function MarketplaceTabPage() {
  const userId = useSessionStore((state) => state.loggedUser?.id);
  // The layout's guard sends visitors without a session away; nothing to show meanwhile.
  if (!userId) return null;
  return (
    <div className={classes.stack}>
      <WalletSummary userId={userId} />
      <MarketplaceShop userId={userId} />
    </div>
  );
}

export default MarketplaceTabPage;

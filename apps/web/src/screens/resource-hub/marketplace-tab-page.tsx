import { useResources } from '#features/inventory/api/get-resources.ts';
import {
  MarketplaceShop,
  type GrowingTree,
} from '#features/marketplace/components/marketplace-shop.tsx';
import { activeTreeOf, usePlantedTrees } from '#features/planted-trees/api/list-planted-trees.ts';
import { WalletSummary } from '#features/wallet/components/wallet-summary.tsx';
import { useSessionStore } from '#shared/session/session-store.ts';
import classes from './resource-hub.module.css';

/** The marketplace tab: the wallet on top, then what is for sale. */
export function MarketplaceTabPage() {
  const userId = useSessionStore((state) => state.loggedUser?.id);
  // The layout's guard sends visitors without a session away; nothing to show meanwhile.
  if (!userId) return null;
  return <MarketplaceTab userId={userId} />;
}

/** The shop with what it needs from the player's trees and resources. */
function MarketplaceTab({ userId }: { userId: string }) {
  const trees = usePlantedTrees(userId);
  const resources = useResources(userId);
  const active = activeTreeOf(trees.data);
  const growingTree: GrowingTree | null =
    active && !active.mature && !active.dormant
      ? {
          speciesName: active.species.name,
          rarity: active.species.rarity,
          growthPoints: active.growthPoints,
        }
      : null;
  return (
    <div className={classes.stack}>
      <WalletSummary userId={userId} />
      <MarketplaceShop
        userId={userId}
        growingTree={growingTree}
        saversHeld={resources.data?.streakSavers ?? null}
      />
    </div>
  );
}

export default MarketplaceTabPage;

import { IconDroplet, IconSeeding, IconTrees } from '@tabler/icons-react';
import { paths } from '#shared/paths.ts';
import { TabbedPage } from '#shared/ui/tabbed-page.tsx';

const tabs = [
  { to: paths.app.inventorySeedlings, label: 'Seedlings', icon: IconSeeding },
  { to: paths.app.inventoryPlantedTrees, label: 'Planted trees', icon: IconTrees },
  { to: paths.app.inventoryResources, label: 'Resources', icon: IconDroplet },
] as const;

/** The inventory: tabs that are addresses of their own (seedlings, planted trees, resources). */
export function InventoryPage() {
  return <TabbedPage label="Inventory" tabs={tabs} />;
}

export default InventoryPage;

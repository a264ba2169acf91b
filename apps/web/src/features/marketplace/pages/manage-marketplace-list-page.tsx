import { Badge } from '@mantine/core';
import { IconBox, IconCoin, IconPackage } from '@tabler/icons-react';
import { countOf, type MarketplaceItem } from '@punla/contract';
import { paths } from '#shared/paths.ts';
import { AdminList, AdminRow, AdminToolbar } from '#shared/ui/admin-list.tsx';
import { ConfirmDialog, useConfirmDelete } from '#shared/ui/confirm-dialog.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { useDeleteMarketplaceItem } from '../api/delete-marketplace-item.ts';
import { useMarketplaceItems } from '../api/list-marketplace-items.ts';
import { ItemPicture } from '../components/item-picture.tsx';
import { kindLabels } from '../components/marketplace-item-form.tsx';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

export const ITEM_DELETED_TEXT = 'Item deleted.';

const kindColors: Record<MarketplaceItem['kind'], string> = {
  SEEDLING: 'leaf',
  WATER: 'sky',
  FERTILIZER: 'bark',
  STREAK_SAVER: 'sun',
};

function stockText(stock: number | null): string {
  if (stock === null) return 'Unlimited';
  return stock === 0 ? 'Sold out' : `${stock} left`;
}

function ItemRow({ item, onDelete }: { item: MarketplaceItem; onDelete: () => void }) {
  return (
    <AdminRow
      thumb={<ItemPicture item={item} />}
      dimmed={!item.active}
      name={item.name}
      to={paths.admin.manageMarketplace(item.id)}
      onDelete={onDelete}
    >
      <div className={adminClasses.titleLine}>
        <strong className={adminClasses.rowTitle}>{item.name}</strong>
        <Badge
          color={item.active ? 'leaf' : 'gray'}
          variant={item.active ? 'filled' : 'light'}
          size="sm"
          radius="sm"
        >
          {item.active ? 'For sale' : 'Off sale'}
        </Badge>
      </div>
      <div className={adminClasses.chips}>
        <span>
          <Badge color={kindColors[item.kind]} variant="light" size="sm" radius="sm">
            {kindLabels[item.kind]}
            {item.speciesName ? ` · ${item.speciesName}` : ''}
          </Badge>
        </span>
        <span title="Price of one pack">
          <IconCoin size={18} stroke={2.2} color="#e0a80e" aria-hidden="true" />
          {countOf(item.price, 'coin')}
        </span>
        <span title="Pack size">
          <IconPackage size={18} stroke={2.2} color="#8b5e3c" aria-hidden="true" />×
          {item.quantityPerPurchase}
        </span>
        <span title="Stock">
          <IconBox size={18} stroke={2.2} color="#3f8a22" aria-hidden="true" />
          {stockText(item.stock)}
        </span>
      </div>
    </AdminRow>
  );
}

/** "2 items, 1 for sale". */
function countText(items: MarketplaceItem[]): string {
  const forSale = items.filter((item) => item.active).length;
  return `${countOf(items.length, 'item')}, ${forSale} for sale`;
}

/** Admin: every marketplace item, for sale or not, with edit and delete. */
export function ManageMarketplaceListPage() {
  const list = useMarketplaceItems();
  const remove = useConfirmDelete<MarketplaceItem>(
    useSingleFlight(useDeleteMarketplaceItem()),
    ITEM_DELETED_TEXT,
  );
  const { pending } = remove;

  return (
    <div className={adminClasses.page}>
      <AdminToolbar
        title="Marketplace items"
        lead={list.data ? countText(list.data) : 'What players can buy with their coins'}
        newLink={{ to: paths.admin.manageMarketplace(), label: 'New item' }}
      />
      <AdminList
        query={list}
        label="Marketplace items"
        loadingLabel="Loading the items"
        emptyText="No items yet. Add the first one."
        emptyAction={{ to: paths.admin.manageMarketplace(), label: 'New item' }}
      >
        {(item) => <ItemRow item={item} onDelete={() => remove.ask(item)} />}
      </AdminList>
      <ConfirmDialog
        {...remove.dialog}
        title={pending ? `Delete ${pending.name}?` : 'Delete'}
        message={`${pending?.name ?? ''} will be removed from the marketplace. This cannot be undone. An item that players have bought cannot be deleted: take it off sale instead.`}
      />
    </div>
  );
}

export default ManageMarketplaceListPage;

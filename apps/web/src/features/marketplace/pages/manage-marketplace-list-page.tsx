import { useState } from 'react';
import { Badge, Loader, Modal } from '@mantine/core';
import {
  IconBox,
  IconCoin,
  IconPackage,
  IconPencil,
  IconPlus,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import type { MarketplaceItem } from '@punla/contract';
import { getErrorStatus, getErrorText } from '../../../shared/error-text.ts';
import { paths } from '../../../shared/paths.ts';
import { toast } from '../../../shared/toast.ts';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import { useDeleteMarketplaceItem } from '../api/delete-marketplace-item.ts';
import { useMarketplaceItems } from '../api/list-marketplace-items.ts';
import { ItemPicture } from '../components/item-picture.tsx';
import { kindLabels } from '../components/marketplace-item-form.tsx';
import classes from '../components/manage-marketplace.module.css';

export const ITEM_DELETED_TEXT = 'Item deleted.';

const kindColors: Record<MarketplaceItem['kind'], string> = {
  SEEDLING: 'leaf',
  WATER: 'sky',
  FERTILIZER: 'bark',
};

function stockText(stock: number | null): string {
  if (stock === null) return 'Unlimited';
  return stock === 0 ? 'Sold out' : `${stock} left`;
}

function ItemRow({ item, onDelete }: { item: MarketplaceItem; onDelete: () => void }) {
  return (
    <li className={classes.row} data-off-sale={!item.active || undefined}>
      <ItemPicture item={item} className={classes.thumb} />
      <div className={classes.names}>
        <div className={classes.nameLine}>
          <strong>{item.name}</strong>
          <Badge
            color={item.active ? 'leaf' : 'gray'}
            variant={item.active ? 'filled' : 'light'}
            size="sm"
            radius="sm"
          >
            {item.active ? 'For sale' : 'Off sale'}
          </Badge>
        </div>
        <div className={classes.chips}>
          <span className={classes.cell}>
            <Badge color={kindColors[item.kind]} variant="light" size="sm" radius="sm">
              {kindLabels[item.kind]}
              {item.speciesName ? ` · ${item.speciesName}` : ''}
            </Badge>
          </span>
          <span className={classes.cell} title="Price of one pack">
            <IconCoin size={18} stroke={2.2} color="#e0a80e" aria-hidden="true" />
            {item.price} coins
          </span>
          <span className={classes.cell} title="Pack size">
            <IconPackage size={18} stroke={2.2} color="#8b5e3c" aria-hidden="true" />×
            {item.quantityPerPurchase}
          </span>
          <span className={classes.cell} title="Stock">
            <IconBox size={18} stroke={2.2} color="#3f8a22" aria-hidden="true" />
            {stockText(item.stock)}
          </span>
        </div>
      </div>
      <div className={classes.actions}>
        <GameButton
          to={paths.admin.manageMarketplace(item.id)}
          color="blue"
          size="sm"
          leftSection={<IconPencil size={18} stroke={2.4} />}
          aria-label={`Edit ${item.name}`}
        >
          Edit
        </GameButton>
        <GameButton
          color="red"
          size="sm"
          leftSection={<IconTrash size={18} stroke={2.4} />}
          onClick={onDelete}
          aria-label={`Delete ${item.name}`}
        >
          Delete
        </GameButton>
      </div>
    </li>
  );
}

/** Admin: every marketplace item, for sale or not, with edit and delete. */
export function ManageMarketplaceListPage() {
  const list = useMarketplaceItems();
  const remove = useDeleteMarketplaceItem();
  const [pending, setPending] = useState<MarketplaceItem | null>(null);

  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => toast.success(ITEM_DELETED_TEXT),
      onError: (error) => toast.error(getErrorText(error), getErrorStatus(error)),
      onSettled: () => setPending(null),
    });
  };

  const forSale = list.data?.filter((item) => item.active).length ?? 0;
  return (
    <div className={classes.page}>
      <div className={classes.toolbar}>
        <div>
          <h2 className={classes.toolbarTitle}>Marketplace items</h2>
          <p className={classes.toolbarLead}>
            {list.data
              ? `${list.data.length} item${list.data.length === 1 ? '' : 's'}, ${forSale} for sale`
              : 'What players can buy with their coins'}
          </p>
        </div>
        <GameButton
          to={paths.admin.manageMarketplace()}
          color="green"
          leftSection={<IconPlus size={20} stroke={2.6} />}
        >
          New item
        </GameButton>
      </div>

      {list.isPending ? (
        <div className={classes.center} role="status" aria-label="Loading the items">
          <Loader color="leaf" type="dots" size="lg" />
        </div>
      ) : list.isError ? (
        <div className={classes.emptyBox} role="alert">
          <p>{getErrorText(list.error)}</p>
          <GameButton
            color="yellow"
            onClick={() => void list.refetch()}
            leftSection={<IconRefresh size={20} stroke={2.4} />}
          >
            Try again
          </GameButton>
        </div>
      ) : list.data.length === 0 ? (
        <p className={classes.empty}>No items yet. Add the first one.</p>
      ) : (
        <ul className={classes.list} aria-label="Marketplace items">
          {list.data.map((item) => (
            <ItemRow key={item.id} item={item} onDelete={() => setPending(item)} />
          ))}
        </ul>
      )}

      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={pending ? `Delete ${pending.name}?` : 'Delete'}
        centered
        radius="lg"
        styles={{ title: { fontWeight: 900, fontSize: '1.2rem', color: 'var(--punla-forest)' } }}
      >
        <p className={classes.modalText}>
          {pending?.name} will be removed from the marketplace. This cannot be undone. An item that
          players have bought cannot be deleted: take it off sale instead.
        </p>
        <div className={classes.modalActions}>
          <GameButton color="yellow" size="sm" onClick={() => setPending(null)}>
            Keep it
          </GameButton>
          <GameButton
            color="red"
            size="sm"
            loading={remove.isPending}
            onClick={confirmDelete}
            leftSection={<IconTrash size={18} stroke={2.4} />}
          >
            Delete
          </GameButton>
        </div>
      </Modal>
    </div>
  );
}

export default ManageMarketplaceListPage;

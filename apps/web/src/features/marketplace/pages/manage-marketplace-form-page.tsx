import type { MarketplaceItem } from '@punla/contract';
import { paths } from '#shared/paths.ts';
import { AdminFormPage, useRecordId, useSaveThenList } from '#shared/ui/admin-form-page.tsx';
import { useMarketplaceItem } from '../api/get-marketplace-item.ts';
import { useSpeciesChoices } from '../api/list-species-choices.ts';
import { useSaveMarketplaceItem } from '../api/save-marketplace-item.ts';
import { MarketplaceItemForm } from '../components/marketplace-item-form.tsx';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

export const ITEM_SAVED_TEXT = 'Item saved.';
export const NO_SUCH_ITEM_TEXT = 'There is no marketplace item with this id.';

/** Admin: a new marketplace item (no id) or an existing one (its id). */
export function ManageMarketplaceFormPage() {
  const { id, editing, valid, load, queryId } = useRecordId();
  const itemQuery = useMarketplaceItem(queryId, load);
  const species = useSpeciesChoices(valid);
  const save = useSingleFlight(useSaveMarketplaceItem());
  const saveThenList = useSaveThenList(save, ITEM_SAVED_TEXT, paths.admin.manageMarketplaceList);

  return (
    <AdminFormPage<MarketplaceItem>
      listPath={paths.admin.manageMarketplaceList}
      title={editing ? `Edit ${itemQuery.data?.name ?? 'item'}` : 'New item'}
      lead={
        editing
          ? 'Change what players see and pay for this item.'
          : 'Add something players can buy: seedlings of a species, water or fertilizer.'
      }
      record={{ editing, valid, query: itemQuery }}
      invalidText={NO_SUCH_ITEM_TEXT}
      loadingLabel="Loading the item"
    >
      {(item) => (
        <MarketplaceItemForm
          key={item?.id ?? 'new'}
          item={item}
          species={species.data ?? []}
          speciesLoading={species.isPending}
          saving={save.isPending}
          onSave={(input, image) => saveThenList({ id, input, image })}
        />
      )}
    </AdminFormPage>
  );
}

export default ManageMarketplaceFormPage;

import { Link, useNavigate, useParams } from 'react-router';
import { Loader } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { MarketplaceItemInput } from '@punla/contract';
import { getErrorStatus, getErrorText } from '../../../shared/error-text.ts';
import { paths } from '../../../shared/paths.ts';
import { toast } from '../../../shared/toast.ts';
import { Panel } from '../../../shared/ui/panel.tsx';
import { useMarketplaceItem } from '../api/get-marketplace-item.ts';
import { useSpeciesChoices } from '../api/list-species-choices.ts';
import { useSaveMarketplaceItem } from '../api/save-marketplace-item.ts';
import { MarketplaceItemForm } from '../components/marketplace-item-form.tsx';
import classes from '../components/manage-marketplace.module.css';

export const ITEM_SAVED_TEXT = 'Item saved.';
export const NO_SUCH_ITEM_TEXT = 'There is no marketplace item with this id.';

/** The id in the address: none for a new item, NaN when it is not a valid id. */
function itemIdFrom(param: string | undefined): number | undefined {
  if (param === undefined || param === '') return undefined;
  return /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : Number.NaN;
}

/** Admin: a new marketplace item (no id) or an existing one (its id). */
export function ManageMarketplaceFormPage() {
  const { id: param } = useParams();
  const id = itemIdFrom(param);
  const editing = id !== undefined;
  const valid = id === undefined || Number.isInteger(id);
  const itemQuery = useMarketplaceItem(id ?? 0, editing && valid);
  const species = useSpeciesChoices(valid);
  const save = useSaveMarketplaceItem();
  const navigate = useNavigate();

  const onSave = (input: MarketplaceItemInput, image: File | null) =>
    save.mutate(
      { id, input, image },
      {
        onSuccess: () => {
          toast.success(ITEM_SAVED_TEXT);
          void navigate(paths.admin.manageMarketplaceList);
        },
        onError: (error) => toast.error(getErrorText(error), getErrorStatus(error)),
      },
    );

  let body;
  if (!valid) {
    body = <p className={classes.error}>{NO_SUCH_ITEM_TEXT}</p>;
  } else if (editing && itemQuery.isPending) {
    body = (
      <div className={classes.center} role="status" aria-label="Loading the item">
        <Loader color="leaf" type="dots" size="lg" />
      </div>
    );
  } else if (editing && itemQuery.isError) {
    body = (
      <p className={classes.error} role="alert">
        {getErrorText(itemQuery.error)}
      </p>
    );
  } else {
    body = (
      <MarketplaceItemForm
        key={itemQuery.data?.id ?? 'new'}
        item={editing ? itemQuery.data : undefined}
        species={species.data ?? []}
        speciesLoading={species.isPending}
        saving={save.isPending}
        onSave={onSave}
      />
    );
  }

  return (
    <div className={classes.page}>
      <Link to={paths.admin.manageMarketplaceList} className={classes.backLink}>
        <IconArrowLeft size={16} stroke={2.6} style={{ verticalAlign: '-2px' }} /> Back to the list
      </Link>
      <Panel
        title={editing ? `Edit ${itemQuery.data?.name ?? 'item'}` : 'New item'}
        lead={
          editing
            ? 'Change what players see and pay for this item.'
            : 'Add something players can buy: seedlings of a species, water or fertilizer.'
        }
      >
        {body}
      </Panel>
    </div>
  );
}

export default ManageMarketplaceFormPage;

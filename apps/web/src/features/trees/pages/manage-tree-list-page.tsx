import { Badge } from '@mantine/core';
import { IconCoin, IconLeaf } from '@tabler/icons-react';
import { countOf, type TreeSpecies } from '@punla/contract';
import { paths } from '#shared/paths.ts';
import { AdminList, AdminRow, AdminToolbar } from '#shared/ui/admin-list.tsx';
import { ConfirmDialog, useConfirmDelete } from '#shared/ui/confirm-dialog.tsx';
import { RarityBadge } from '#shared/ui/rarity-badge.tsx';
import { TreePicture } from '#shared/ui/tree-picture.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { useDeleteSpecies } from '../api/delete-species.ts';
import { useSpeciesList } from '../api/list-species.ts';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

export const SPECIES_DELETED_TEXT = 'Species deleted.';

function SpeciesRow({ species, onDelete }: { species: TreeSpecies; onDelete: () => void }) {
  return (
    <AdminRow
      thumb={
        <TreePicture
          imageUrl={species.imageUrl}
          scientificName={species.scientificName}
          stage={5}
          backdrop
          alt=""
        />
      }
      name={species.name}
      to={paths.admin.manageTree(species.id)}
      onDelete={onDelete}
    >
      <strong className={adminClasses.rowTitle}>{species.name}</strong>
      <em className={adminClasses.rowSubtitle}>{species.scientificName}</em>
      <div className={adminClasses.chips}>
        <span>
          <RarityBadge rarity={species.rarity} size="sm" />
          {species.native && (
            <Badge color="leaf" variant="outline" size="sm" radius="sm">
              native
            </Badge>
          )}
        </span>
        <span title="Seedling price">
          <IconCoin size={18} stroke={2.2} color="#e0a80e" aria-hidden="true" />
          {countOf(species.price, 'coin')}
        </span>
        <span title="CO₂ absorbed a year when mature">
          <IconLeaf size={18} stroke={2.2} color="#3f8a22" aria-hidden="true" />
          {species.co2KgPerYear} kg CO₂/yr
        </span>
      </div>
    </AdminRow>
  );
}

/** Admin: every species of the catalog, with edit and delete. */
export function ManageTreeListPage() {
  const list = useSpeciesList();
  const remove = useConfirmDelete<TreeSpecies>(
    useSingleFlight(useDeleteSpecies()),
    SPECIES_DELETED_TEXT,
  );
  const { pending } = remove;

  return (
    <div className={adminClasses.page}>
      <AdminToolbar
        title="Tree species"
        lead={
          list.data
            ? `${list.data.length} species in the catalog`
            : 'The trees players plant and buy'
        }
        newLink={{ to: paths.admin.manageTree(), label: 'New species' }}
      />
      <AdminList
        query={list}
        label="Tree species"
        loadingLabel="Loading the species"
        emptyText="No species yet. Add the first one."
        emptyAction={{ to: paths.admin.manageTree(), label: 'New species' }}
      >
        {(species) => <SpeciesRow species={species} onDelete={() => remove.ask(species)} />}
      </AdminList>
      <ConfirmDialog
        {...remove.dialog}
        title={pending ? `Delete ${pending.name}?` : 'Delete'}
        message={`${pending?.name ?? ''} will be removed from the catalog. This cannot be undone. A species that players hold as seedlings or planted trees cannot be deleted.`}
      />
    </div>
  );
}

export default ManageTreeListPage;

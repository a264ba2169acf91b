import { useState } from 'react';
import { Badge, Loader, Modal } from '@mantine/core';
import {
  IconCoin,
  IconLeaf,
  IconPencil,
  IconPlus,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import type { TreeSpecies } from '@punla/contract';
import { getErrorStatus, getErrorText } from '../../../shared/error-text.ts';
import { paths } from '../../../shared/paths.ts';
import { toast } from '../../../shared/toast.ts';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import { RarityBadge } from '../../../shared/ui/rarity-badge.tsx';
import { TreePicture } from '../../../shared/ui/tree-picture.tsx';
import { useDeleteSpecies } from '../api/delete-species.ts';
import { useSpeciesList } from '../api/list-species.ts';
import classes from '../components/trees.module.css';

export const SPECIES_DELETED_TEXT = 'Species deleted.';

function SpeciesRow({ species, onDelete }: { species: TreeSpecies; onDelete: () => void }) {
  return (
    <li className={classes.row}>
      <TreePicture
        className={classes.thumb}
        imageUrl={species.imageUrl}
        scientificName={species.scientificName}
        stage={5}
        backdrop
        alt=""
      />
      <div className={classes.names}>
        <strong>{species.name}</strong>
        <em>{species.scientificName}</em>
        <div className={classes.chips}>
          <span className={classes.cell}>
            <RarityBadge rarity={species.rarity} size="sm" />
            {species.native && (
              <Badge color="leaf" variant="outline" size="sm" radius="sm">
                native
              </Badge>
            )}
          </span>
          <span className={classes.cell} title="Seedling price">
            <IconCoin size={18} stroke={2.2} color="#e0a80e" aria-hidden="true" />
            {species.price} coins
          </span>
          <span className={classes.cell} title="CO₂ absorbed a year when mature">
            <IconLeaf size={18} stroke={2.2} color="#3f8a22" aria-hidden="true" />
            {species.co2KgPerYear} kg CO₂/yr
          </span>
        </div>
      </div>
      <div className={classes.actions}>
        <GameButton
          to={paths.admin.manageTree(species.id)}
          color="blue"
          size="sm"
          leftSection={<IconPencil size={18} stroke={2.4} />}
          aria-label={`Edit ${species.name}`}
        >
          Edit
        </GameButton>
        <GameButton
          color="red"
          size="sm"
          leftSection={<IconTrash size={18} stroke={2.4} />}
          onClick={onDelete}
          aria-label={`Delete ${species.name}`}
        >
          Delete
        </GameButton>
      </div>
    </li>
  );
}

/** Admin: every species of the catalog, with edit and delete. */
export function ManageTreeListPage() {
  const list = useSpeciesList();
  const remove = useDeleteSpecies();
  const [pending, setPending] = useState<TreeSpecies | null>(null);

  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => toast.success(SPECIES_DELETED_TEXT),
      onError: (error) => toast.error(getErrorText(error), getErrorStatus(error)),
      onSettled: () => setPending(null),
    });
  };

  return (
    <div className={classes.page}>
      <div className={classes.toolbar}>
        <div>
          <h2 className={classes.toolbarTitle}>Tree species</h2>
          <p className={classes.toolbarLead}>
            {list.data
              ? `${list.data.length} species in the catalog`
              : 'The trees players plant and buy'}
          </p>
        </div>
        <GameButton
          to={paths.admin.manageTree()}
          color="green"
          leftSection={<IconPlus size={20} stroke={2.6} />}
        >
          New species
        </GameButton>
      </div>

      {list.isPending ? (
        <div className={classes.center} role="status" aria-label="Loading the species">
          <Loader color="leaf" type="dots" size="lg" />
        </div>
      ) : list.isError ? (
        <div className={classes.empty} role="alert">
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
        <p className={classes.empty}>No species yet. Add the first one.</p>
      ) : (
        <ul className={classes.list} aria-label="Tree species">
          {list.data.map((species) => (
            <SpeciesRow key={species.id} species={species} onDelete={() => setPending(species)} />
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
          {pending?.name} will be removed from the catalog. This cannot be undone. A species that
          players hold as seedlings or planted trees cannot be deleted.
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

export default ManageTreeListPage;

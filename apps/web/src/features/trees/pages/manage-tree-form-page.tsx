import type { TreeSpecies } from '@punla/contract';
import { paths } from '#shared/paths.ts';
import { AdminFormPage, useRecordId, useSaveThenList } from '#shared/ui/admin-form-page.tsx';
import { useSpecies } from '../api/get-species.ts';
import { useSaveSpecies } from '../api/save-species.ts';
import { SpeciesForm } from '../components/species-form.tsx';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

export const SPECIES_SAVED_TEXT = 'Species saved.';
export const NO_SUCH_SPECIES_TEXT = 'There is no tree species with this id.';

/** Admin: a new species (no id) or an existing one (its id). */
export function ManageTreeFormPage() {
  const { id, editing, valid, load, queryId } = useRecordId();
  const speciesQuery = useSpecies(queryId, load);
  const save = useSingleFlight(useSaveSpecies());
  const saveThenList = useSaveThenList(save, SPECIES_SAVED_TEXT, paths.admin.manageTreeList);

  return (
    <AdminFormPage<TreeSpecies>
      listPath={paths.admin.manageTreeList}
      title={editing ? `Edit ${speciesQuery.data?.name ?? 'species'}` : 'New species'}
      lead={
        editing
          ? 'Change the facts players read about this tree.'
          : 'Add a tree to the catalog. Players can then buy its seedlings and grow it.'
      }
      record={{ editing, valid, query: speciesQuery }}
      invalidText={NO_SUCH_SPECIES_TEXT}
      loadingLabel="Loading the species"
    >
      {(species) => (
        <SpeciesForm
          key={species?.id ?? 'new'}
          species={species}
          saving={save.isPending}
          onSave={(input, image) => saveThenList({ id, input, image })}
        />
      )}
    </AdminFormPage>
  );
}

export default ManageTreeFormPage;

import { Link, useNavigate, useParams } from 'react-router';
import { Loader } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { TreeSpeciesInput } from '@punla/contract';
import { getErrorStatus, getErrorText } from '../../../shared/error-text.ts';
import { paths } from '../../../shared/paths.ts';
import { toast } from '../../../shared/toast.ts';
import { Panel } from '../../../shared/ui/panel.tsx';
import { useSpecies } from '../api/get-species.ts';
import { useSaveSpecies } from '../api/save-species.ts';
import { SpeciesForm } from '../components/species-form.tsx';
import classes from '../components/trees.module.css';

export const SPECIES_SAVED_TEXT = 'Species saved.';
export const NO_SUCH_SPECIES_TEXT = 'There is no tree species with this id.';

/** The id in the address: none for a new species, NaN when it is not a valid id. */
function speciesIdFrom(param: string | undefined): number | undefined {
  if (param === undefined || param === '') return undefined;
  return /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : Number.NaN;
}

function BackToList() {
  return (
    <Link to={paths.admin.manageTreeList} className={classes.backLink}>
      <IconArrowLeft size={16} stroke={2.6} style={{ verticalAlign: '-2px' }} /> Back to the list
    </Link>
  );
}

/** Admin: a new species (no id) or an existing one (its id). */
export function ManageTreeFormPage() {
  const { id: param } = useParams();
  const id = speciesIdFrom(param);
  const editing = id !== undefined;
  const valid = id === undefined || Number.isInteger(id);
  const speciesQuery = useSpecies(id ?? 0, editing && valid);
  const save = useSaveSpecies();
  const navigate = useNavigate();

  const onSave = (input: TreeSpeciesInput, image: File | null) =>
    save.mutate(
      { id, input, image },
      {
        onSuccess: () => {
          toast.success(SPECIES_SAVED_TEXT);
          void navigate(paths.admin.manageTreeList);
        },
        onError: (error) => toast.error(getErrorText(error), getErrorStatus(error)),
      },
    );

  let body;
  if (!valid) {
    body = <p className={classes.factsError}>{NO_SUCH_SPECIES_TEXT}</p>;
  } else if (editing && speciesQuery.isPending) {
    body = (
      <div className={classes.center} role="status" aria-label="Loading the species">
        <Loader color="leaf" type="dots" size="lg" />
      </div>
    );
  } else if (editing && speciesQuery.isError) {
    body = (
      <p className={classes.factsError} role="alert">
        {getErrorText(speciesQuery.error)}
      </p>
    );
  } else {
    body = (
      <SpeciesForm
        key={speciesQuery.data?.id ?? 'new'}
        species={editing ? speciesQuery.data : undefined}
        saving={save.isPending}
        onSave={onSave}
      />
    );
  }

  return (
    <div className={classes.page}>
      <BackToList />
      <Panel
        title={editing ? `Edit ${speciesQuery.data?.name ?? 'species'}` : 'New species'}
        lead={
          editing
            ? 'Change the facts players read about this tree.'
            : 'Add a tree to the catalog. Players can then buy its seedlings and grow it.'
        }
      >
        {body}
      </Panel>
    </div>
  );
}

export default ManageTreeFormPage;

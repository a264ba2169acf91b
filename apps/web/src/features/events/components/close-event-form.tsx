import { useState } from 'react';
import { NativeSelect, TextInput } from '@mantine/core';
import { closeEventInput, type PlantingEvent } from '@punla/contract';
import { getFieldErrors } from '#shared/error-text.ts';
import { schemaErrors } from '#shared/form-validation.ts';
import { toast } from '#shared/toast.ts';
import { fieldLabels, numberOrMissing, SaveActions } from '#shared/ui/admin-form.tsx';
import { ImageField } from '#shared/ui/image-field.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { useCloseEvent } from '../api/close-event.ts';
import { useSpeciesOptions } from '../api/list-species-options.ts';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

/**
 * Closes an event once its trees are planted: how many, which species, a photo. Every
 * checked-in player then gets a real tree on their profile.
 */
export function CloseEventForm({ event, checkedIn }: { event: PlantingEvent; checkedIn: number }) {
  const species = useSpeciesOptions();
  const close = useSingleFlight(useCloseEvent());
  const [trees, setTrees] = useState('');
  const [speciesId, setSpeciesId] = useState(event.species ? String(event.species.id) : '');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (form: React.FormEvent) => {
    form.preventDefault();
    const input = {
      treesPlanted: numberOrMissing(trees),
      ...(speciesId ? { speciesId: Number(speciesId) } : {}),
    };
    const found = schemaErrors(closeEventInput, input);
    if (!trees.trim()) found.treesPlanted = 'Say how many trees were planted.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    close.mutate(
      { eventId: event.id, input: closeEventInput.parse(input), image },
      {
        onSuccess: (result) =>
          toast.success(
            `${event.name} is closed: ${result.realTrees} ${result.realTrees === 1 ? 'player has' : 'players have'} a real tree now.`,
          ),
        onError: (error) => setErrors(getFieldErrors(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className={adminClasses.form}>
      <p className={adminClasses.modalText}>
        {checkedIn === 1
          ? 'The 1 checked-in player gets'
          : `The ${checkedIn} checked-in players get`}{' '}
        a real tree on their profile, XP and the “Real planter” badge. The event becomes a previous
        activity on the map. This is done once.
      </p>
      <TextInput
        label="Trees planted"
        inputMode="numeric"
        placeholder="e.g. 120"
        classNames={fieldLabels}
        value={trees}
        error={errors.treesPlanted}
        onChange={(change) => setTrees(change.currentTarget.value)}
      />
      <NativeSelect
        label="Species planted"
        classNames={fieldLabels}
        data={[{ value: '', label: 'Mixed or not recorded' }, ...(species.data ?? [])]}
        value={speciesId}
        error={errors.speciesId}
        onChange={(change) => setSpeciesId(change.currentTarget.value)}
      />
      <ImageField value={image} onChange={setImage} currentUrl={null} noun="photo" shape="wide" />
      <SaveActions saving={close.isPending} label="Close the event" />
    </form>
  );
}

import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { countOf, survivalInput, type PlantingEvent } from '@punla/contract';
import { getFieldErrors } from '#shared/error-text.ts';
import { schemaErrors } from '#shared/form-validation.ts';
import { gameDayOf } from '#shared/game-time.ts';
import { toast } from '#shared/toast.ts';
import { fieldLabels, numberOrMissing, SaveActions } from '#shared/ui/admin-form.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { useRecordSurvival } from '../api/record-survival.ts';
import { survivalText } from './event-text.ts';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

/** Refusals of the server that are about one field without naming it. */
const CODE_FIELDS = { SURVIVAL_TOO_HIGH: 'surviving' };

/** Records how many of a closed event's trees are alive; players and the public see it. */
export function SurvivalForm({ event }: { event: PlantingEvent }) {
  const record = useSingleFlight(useRecordSurvival());
  const planted = event.treesPlanted;
  const [checkedAt, setCheckedAt] = useState(gameDayOf(Date.now()));
  const [surviving, setSurviving] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (form: React.FormEvent) => {
    form.preventDefault();
    const input = { checkedAt, surviving: numberOrMissing(surviving) };
    const found = schemaErrors(survivalInput, input);
    if (!surviving.trim()) found.surviving = 'Say how many trees are alive.';
    else if (planted !== null && (input.surviving ?? 0) > planted && !found.surviving) {
      found.surviving = `${countOf(planted, 'tree')} were planted, so at most ${planted} can be alive.`;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    record.mutate(
      { eventId: event.id, input: survivalInput.parse(input) },
      {
        onSuccess: (check) => {
          setSurviving('');
          toast.success(`Survival check saved: ${survivalText(check)}.`);
        },
        onError: (error) => setErrors(getFieldErrors(error, CODE_FIELDS)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className={adminClasses.form}>
      <p className={adminClasses.modalText}>
        {event.latestSurvival
          ? `Latest check: ${survivalText(event.latestSurvival)}.`
          : `No check yet: until there is one, none of the ${planted ?? 0} trees counts as surviving in the public figure.`}
      </p>
      <div className={adminClasses.formGrid}>
        <TextInput
          label="Checked on"
          type="date"
          max={gameDayOf(Date.now())}
          classNames={fieldLabels}
          value={checkedAt}
          error={errors.checkedAt}
          onChange={(change) => setCheckedAt(change.currentTarget.value)}
        />
        <TextInput
          label="Trees alive"
          inputMode="numeric"
          description={`Of ${planted ?? 0} planted`}
          classNames={fieldLabels}
          value={surviving}
          error={errors.surviving}
          onChange={(change) => setSurviving(change.currentTarget.value)}
        />
      </div>
      <SaveActions saving={record.isPending} label="Save the check" />
    </form>
  );
}

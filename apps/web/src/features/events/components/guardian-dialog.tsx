import { useState } from 'react';
import { Checkbox, Modal, TextInput } from '@mantine/core';
import {
  GUARDIAN_NAME_MAX_LENGTH,
  GUARDIAN_RELATIONSHIP_MAX_LENGTH,
  rsvpInput,
  type GuardianInput,
} from '@punla/contract';
import { getErrorText, getFieldErrors } from '#shared/error-text.ts';
import { schemaErrors } from '#shared/form-validation.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import classes from '#shared/ui/admin.module.css';

const titleStyles = {
  title: { fontWeight: 900, fontSize: '1.2rem', color: 'var(--punla-forest)' },
};

export const GUARDIAN_LEAD =
  "Players under 18 join a real planting event with a parent's or guardian's consent. Ask them to fill this in with you.";
export const CONSENT_LABEL = 'I am the parent or guardian and I consent';
const RELATIONSHIPS = [
  'Mother',
  'Father',
  'Grandparent',
  'Aunt/Uncle',
  'Older sibling',
  'Legal guardian',
];

interface GuardianDialogProps {
  opened: boolean;
  eventName: string;
  pending: boolean;
  /** The server's refusal, shown under its fields (`guardian.phone`) or above them. */
  error: unknown;
  onSend: (guardian: GuardianInput) => void;
  onClose: () => void;
}

/** A minor's RSVP: the guardian's name, relationship, phone and consent. */
export function GuardianDialog({
  opened,
  eventName,
  pending,
  error,
  onSend,
  onClose,
}: GuardianDialogProps) {
  const [values, setValues] = useState({ name: '', relationship: '', phone: '', consent: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const serverErrors = getFieldErrors(error);
  const errorOf = (field: keyof typeof values) =>
    errors[`guardian.${field}`] ?? serverErrors[`guardian.${field}`];
  const failure =
    error && !Object.keys(serverErrors).some((key) => key.startsWith('guardian.'))
      ? getErrorText(error)
      : null;
  const change = (field: keyof typeof values, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [`guardian.${field}`]: _gone, ...rest }) => rest);
  };
  const submit = () => {
    const found = schemaErrors(rsvpInput, { guardian: values });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSend(rsvpInput.parse({ guardian: values }).guardian as GuardianInput);
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Guardian's consent for ${eventName}`}
      centered
      radius="lg"
      styles={titleStyles}
    >
      <p className={classes.modalText}>{GUARDIAN_LEAD}</p>
      {failure && (
        <p className={classes.modalText} role="alert">
          {failure}
        </p>
      )}
      <TextInput
        label="Guardian's name"
        autoComplete="off"
        maxLength={GUARDIAN_NAME_MAX_LENGTH}
        value={values.name}
        error={errorOf('name')}
        onChange={(event) => change('name', event.currentTarget.value)}
      />
      <TextInput
        label="Relationship to you"
        placeholder="Mother, Father, Legal guardian…"
        list="guardian-relationships"
        maxLength={GUARDIAN_RELATIONSHIP_MAX_LENGTH}
        value={values.relationship}
        error={errorOf('relationship')}
        onChange={(event) => change('relationship', event.currentTarget.value)}
      />
      <datalist id="guardian-relationships">
        {RELATIONSHIPS.map((relationship) => (
          <option key={relationship} value={relationship} />
        ))}
      </datalist>
      <TextInput
        label="Guardian's phone"
        type="tel"
        placeholder="0917 123 4567"
        value={values.phone}
        error={errorOf('phone')}
        onChange={(event) => change('phone', event.currentTarget.value)}
      />
      <Checkbox
        mt="md"
        label={CONSENT_LABEL}
        checked={values.consent}
        error={errorOf('consent')}
        onChange={(event) => change('consent', event.currentTarget.checked)}
      />
      <div className={classes.modalActions}>
        <GameButton color="yellow" size="sm" onClick={onClose}>
          Cancel
        </GameButton>
        <GameButton size="sm" loading={pending} onClick={submit}>
          Send RSVP
        </GameButton>
      </div>
    </Modal>
  );
}

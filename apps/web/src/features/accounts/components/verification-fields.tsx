import { Input, PinInput } from '@mantine/core';
import { VERIFICATION_CODE_LENGTH } from '@punla/contract';
import { EmailField } from './account-form.tsx';
import classes from './accounts.module.css';

interface VerificationFieldsProps {
  email: string;
  onEmailChange: (email: string) => void;
  code: string;
  onCodeChange: (code: string) => void;
  errors: Record<string, string>;
  /** "Verification code" unless told otherwise. */
  codeLabel?: string;
}

/** The address and the code mailed to it, one box per digit. */
export function VerificationFields({
  email,
  onEmailChange,
  code,
  onCodeChange,
  errors,
  codeLabel = 'Verification code',
}: VerificationFieldsProps) {
  return (
    <>
      <EmailField
        value={email}
        onChange={(event) => onEmailChange(event.currentTarget.value)}
        error={errors.email}
      />
      <Input.Wrapper
        label={codeLabel}
        size="md"
        error={errors.code}
        classNames={{ label: classes.label }}
        styles={{ label: { marginBottom: 6 } }}
      >
        <PinInput
          length={VERIFICATION_CODE_LENGTH}
          type="number"
          inputMode="numeric"
          oneTimeCode
          placeholder=""
          size="lg"
          gap="xs"
          value={code}
          onChange={onCodeChange}
          error={Boolean(errors.code)}
          ariaLabel={codeLabel}
          styles={{ root: { justifyContent: 'space-between' } }}
        />
      </Input.Wrapper>
    </>
  );
}

import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheckFilled, IconTicket } from '@tabler/icons-react';
import { REFERRAL_APPLY_WITHIN_DAYS, referralCodeSchema } from '@punla/contract';
import { toast } from '#shared/toast.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { useApplyReferralCode } from '../api/apply-referral-code.ts';
import classes from './referrals.module.css';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

interface ApplyCodeFormProps {
  userId: string;
  /** The code the player joined with, if any: a code can be used only once. */
  referredCode: string | null;
}

/** A friend's code, for a player who joined without one. */
export function ApplyCodeForm({ userId, referredCode }: ApplyCodeFormProps) {
  const apply = useSingleFlight(useApplyReferralCode(userId));
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: {
      code: (value) => {
        const result = referralCodeSchema.safeParse(value);
        return result.success ? null : (result.error.issues[0]?.message ?? 'Check the code.');
      },
    },
  });

  if (referredCode) {
    return (
      <p className={classes.joinedWith}>
        <IconCircleCheckFilled size={18} aria-hidden="true" />
        <span>
          You joined with the code <strong>{referredCode}</strong>.
        </span>
      </p>
    );
  }

  const submit = form.onSubmit(({ code }) =>
    apply.mutate(referralCodeSchema.parse(code), {
      onSuccess: (result) => {
        toast.success(result.message);
        form.reset();
      },
    }),
  );

  return (
    <form className={classes.applyForm} onSubmit={submit} noValidate>
      <h3 className={classes.applyTitle}>Got a friend&rsquo;s code?</h3>
      <p className={classes.applyLead}>
        Enter it within {REFERRAL_APPLY_WITHIN_DAYS} days of signing up to get your welcome gift.
      </p>
      <div className={classes.applyRow}>
        <TextInput
          className={classes.applyInput}
          aria-label="Friend's code"
          placeholder="e.g. ABCD2345"
          maxLength={12}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          classNames={{ input: classes.codeInput }}
          {...form.getInputProps('code')}
        />
        <GameButton
          type="submit"
          color="green"
          size="sm"
          loading={apply.isPending}
          leftSection={<IconTicket size={18} stroke={2.4} />}
        >
          Apply
        </GameButton>
      </div>
    </form>
  );
}

import { useState } from 'react';
import { NativeSelect, TextInput } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import type { PlayerFile } from '@punla/contract';
import { getErrorText } from '#shared/error-text.ts';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';
import { newIdempotencyKey } from '#shared/idempotency-keys.ts';
import { toast } from '#shared/toast.ts';
import adminClasses from '#shared/ui/admin.module.css';
import { useAdjustPlayer } from '../api/adjust-player.ts';
import { useAdjustableItems } from '../api/list-adjustable-items.ts';
import { ActionSteps } from './action-dialog.tsx';
import { adjustmentSummary, readAmount, type Amounts } from './adjust-amounts.ts';
import { ADJUST } from './players-text.ts';
import classes from './players.module.css';

type Field = 'coins' | 'xp' | 'item' | 'quantity';

/**
 * Coins, XP and an item's units given or taken, in one adjustment. The idempotency key
 * is made once per opening of the dialog (this body is mounted anew each time), so confirming
 * twice, or again after a lost answer, applies the adjustment once.
 */
export function AdjustSteps({
  file,
  onDone,
  onCancel,
}: {
  file: PlayerFile;
  onDone: () => void;
  onCancel: () => void;
}) {
  const adjust = useSingleFlight(useAdjustPlayer());
  const items = useAdjustableItems(true);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [typed, setTyped] = useState<Record<Field, string>>({
    coins: '',
    xp: '',
    item: '',
    quantity: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const item = items.data?.find((candidate) => String(candidate.id) === typed.item);

  const read = () => {
    const coins = readAmount(typed.coins);
    const xp = readAmount(typed.xp);
    const quantity = readAmount(typed.quantity);
    const found: Partial<Record<Field, string>> = {};
    if (coins.error) found.coins = coins.error;
    if (xp.error) found.xp = xp.error;
    if (quantity.error) found.quantity = quantity.error;
    else if (quantity.value !== undefined && !item) found.item = ADJUST.quantityNeedsItem;
    else if (item && quantity.value === undefined) found.quantity = ADJUST.itemNeedsQuantity;
    const amounts: Amounts = {
      coins: coins.value,
      xp: xp.value,
      item: item && quantity.value ? { item, quantity: quantity.value } : undefined,
    };
    if (Object.keys(found).length === 0 && !amounts.coins && !amounts.xp && !amounts.item) {
      found.coins = ADJUST.nothing;
    }
    return { amounts, found };
  };

  const field = (name: Field) => ({
    value: typed[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setTyped((before) => ({ ...before, [name]: value }));
      setErrors((before) => ({ ...before, [name]: undefined }));
      setProblem(null);
    },
    classNames: { label: adminClasses.label },
  });

  const fields = (
    <div className={classes.adjustGrid}>
      <TextInput
        label={ADJUST.coins}
        description={ADJUST.coinsHint(file.profile.coins)}
        inputMode="numeric"
        placeholder="0"
        data-autofocus
        {...field('coins')}
      />
      <TextInput
        label={ADJUST.xp}
        description={ADJUST.xpHint(file.profile.totalXp)}
        inputMode="numeric"
        placeholder="0"
        {...field('xp')}
      />
      <NativeSelect
        label={ADJUST.item}
        data={[
          { value: '', label: items.isPending ? ADJUST.itemsLoading : ADJUST.noItem },
          ...(items.data ?? []).map((option) => ({
            value: String(option.id),
            label: option.name,
          })),
        ]}
        {...field('item')}
      />
      <TextInput
        label={ADJUST.quantity}
        description={ADJUST.quantityHint}
        inputMode="numeric"
        placeholder="0"
        {...field('quantity')}
      />
    </div>
  );

  return (
    <ActionSteps
      intro={ADJUST.intro}
      fields={fields}
      checkFields={() => {
        const { found } = read();
        setErrors(found);
        return Object.keys(found).length === 0;
      }}
      summary={() => adjustmentSummary(read().amounts, file)}
      confirmLabel={ADJUST.confirm}
      confirmIcon={<IconCoins size={18} stroke={2.4} />}
      pending={adjust.isPending}
      problem={problem}
      onConfirm={(reason) => {
        const { amounts } = read();
        adjust.mutate(
          {
            userId: file.profile.id,
            coins: amounts.coins,
            xp: amounts.xp,
            itemId: amounts.item?.item.id,
            quantity: amounts.item?.quantity,
            reason,
            idempotencyKey,
          },
          {
            onSuccess: (result) => {
              toast.success(result.message);
              onDone();
            },
            onError: (error) => setProblem(getErrorText(error)),
          },
        );
      }}
      onCancel={onCancel}
    />
  );
}

import { Loader, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { BONUS_TYPE_OPTIONS, type Bonus, type BonusInput, truncateAmountText } from '@portal/contracts';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMemo } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { FormFooter } from '../../../ui/FormActions.tsx';
import { AmountField, NotesField } from '../../../ui/FormFields.tsx';
import { formatDay } from '../../../ui/format.ts';
import { selectInput } from '../../../ui/forms.ts';
import { personOption } from '../../../ui/RemoteSelect.tsx';
import { useServerSubmit } from '../../../ui/useServerSubmit.ts';
import { ProviderSelect, payPeriodOption, useRecentPayPeriodsQuery } from '../../timesheets/index.ts';
import { useBonusAssignmentOptionsQuery } from '../api.ts';
import {
  type BonusFormValues,
  bonusFormSchema,
  bonusToFormValues,
  emptyBonusValues,
  formValuesToBody,
} from '../bonusForm.ts';

const resolve = zod4Resolver(bonusFormSchema, { errorPriority: 'first' });
/** How many recent bi-weekly pay periods the form offers. */
const PERIOD_CHOICES = 26;

export interface BonusFormProps {
  /** The bonus being edited; a new one when omitted. */
  bonus?: Bonus;
  onSubmit: (body: BonusInput) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * A bonus or deduction: provider, optional assignment, type, amount (always entered positive: a deduction's type
 * makes it reduce pay), pay period, an hours threshold for an Hours Completion Bonus, and notes.
 */
export function BonusForm({ bonus, onSubmit, onCancel }: BonusFormProps) {
  const prefix = useRolePrefix();
  const form = useForm<BonusFormValues, (v: BonusFormValues) => BonusInput>({
    mode: 'controlled',
    initialValues: bonus ? bonusToFormValues(bonus) : emptyBonusValues(),
    validate: resolve,
    transformValues: formValuesToBody,
  });
  const providerId = form.values.providerId;
  const { data: assignments, isFetching: loadingAssignments } = useBonusAssignmentOptionsQuery(
    { prefix, filters: { providerId } },
    { skip: !providerId },
  );
  const assignmentOptions = useMemo(
    () =>
      (assignments ?? []).map((a) => ({
        value: a._id,
        label: `${a.facility.name} (${formatDay(a.startDate)} – ${formatDay(a.endDate)})`,
      })),
    [assignments],
  );
  const { data: periods } = useRecentPayPeriodsQuery({ limit: PERIOD_CHOICES, type: 'bi_weekly' });
  const periodOptions = useMemo(() => {
    const options = (periods ?? []).map(payPeriodOption);
    if (bonus && !options.some((o) => o.value === bonus.payPeriod._id))
      options.unshift(payPeriodOption(bonus.payPeriod));
    return options;
  }, [periods, bonus]);
  const isHours = form.values.type === 'hoursCompletionBonus';
  const isDeduction = form.values.type === 'deduction';

  const { submitting, formError, send } = useServerSubmit(form, onSubmit);
  const submit = form.onSubmit(send);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ProviderSelect
            value={providerId}
            initial={bonus ? personOption(bonus.provider) : null}
            onChange={(id) => {
              form.setFieldValue('providerId', id);
              form.setFieldValue('assignmentId', '');
            }}
            error={form.errors.providerId}
            disabled={submitting}
          />
          <Select
            label="Assignment"
            description="Optional: the facility assignment it is for"
            placeholder={providerId ? 'Any assignment' : 'Choose a provider first'}
            data={assignmentOptions}
            clearable
            disabled={submitting || !providerId}
            rightSection={loadingAssignments ? <Loader size={16} /> : undefined}
            {...selectInput(form, 'assignmentId')}
          />
          <Select
            label="Type"
            withAsterisk
            placeholder="Choose a type"
            data={BONUS_TYPE_OPTIONS}
            allowDeselect={false}
            disabled={submitting}
            {...selectInput(form, 'type')}
          />
          <AmountField
            label="Amount"
            withAsterisk
            description={isDeduction ? 'Taken off the provider’s pay for the period' : 'Added to the provider’s pay'}
            disabled={submitting}
            {...form.getInputProps('amount')}
            onValue={(text) => form.setFieldValue('amount', text)}
          />
          <Select
            label="Pay Period"
            withAsterisk
            placeholder="Choose a pay period"
            data={periodOptions}
            allowDeselect={false}
            disabled={submitting}
            {...selectInput(form, 'payPeriodId')}
          />
          {isHours && (
            <TextInput
              label="Hours Threshold"
              description="Approved hours the provider must reach in the period (optional)"
              placeholder="80"
              inputMode="decimal"
              disabled={submitting}
              {...form.getInputProps('hoursThreshold')}
              onChange={(e) => form.setFieldValue('hoursThreshold', truncateAmountText(e.currentTarget.value))}
            />
          )}
        </SimpleGrid>
        <NotesField disabled={submitting} {...form.getInputProps('notes')} />
        <FormFooter error={formError} submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

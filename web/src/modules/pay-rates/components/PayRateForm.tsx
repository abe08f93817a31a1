import { Alert, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type Assignment,
  type PayRate,
  type PayRateInput,
  RATE_KEY_LABELS,
  RATE_KEYS,
  RATE_SET_LABELS,
  RATE_SETS,
} from '@portal/contracts';
import { IconLock } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { FormFooter } from '../../../ui/FormActions.tsx';
import { DatePairFields, NotesField } from '../../../ui/FormFields.tsx';
import { formatDay } from '../../../ui/format.ts';
import { useServerSubmit } from '../../../ui/useServerSubmit.ts';
import { AssignmentField } from '../../timesheets/index.ts';
import {
  emptyPayRateValues,
  formValuesToBody,
  type PayRateFormValues,
  payRateFormSchema,
  payRateToFormValues,
} from '../payRateForm.ts';
import { RateAmountInput } from './RateAmountInput.tsx';

const resolve = zod4Resolver(payRateFormSchema, { errorPriority: 'first' });

export interface PayRateFormProps {
  /** The rate being edited; a new one when omitted. */
  payRate?: PayRate;
  onSubmit: (body: PayRateInput) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * A pay rate: the assignment, the effective dates and, for each of the three rate sets, a Pay Rate and a Bill Rate
 * per key (worked hours and each on-call type). Editing an approved rate saves a new version.
 */
export function PayRateForm({ payRate, onSubmit, onCancel }: PayRateFormProps) {
  const [assignment, setAssignment] = useState<Assignment | null>(null);
  const form = useForm<PayRateFormValues, (v: PayRateFormValues) => PayRateInput>({
    mode: 'controlled',
    initialValues: payRate ? payRateToFormValues(payRate) : emptyPayRateValues(),
    validate: resolve,
    transformValues: formValuesToBody,
  });
  const locked = payRate?.status === 'approved';

  const { submitting, formError, send } = useServerSubmit(form, onSubmit);
  const submit = form.onSubmit(send);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {locked && (
          <Alert color="blue" variant="light" icon={<IconLock size={18} aria-hidden />}>
            This rate was approved and is locked. Saving creates a new version effective from the date you choose (after{' '}
            {formatDay(payRate.effectiveFrom)}); the approved version ends the day before. The new version needs
            approval.
          </Alert>
        )}
        {payRate ? (
          <TextInput
            label="Assignment"
            readOnly
            value={`${payRate.provider.firstName} ${payRate.provider.lastName} – ${payRate.facility.name}`}
          />
        ) : (
          <AssignmentField form={form} value={assignment} onPick={setAssignment} disabled={submitting} />
        )}
        <DatePairFields
          from={{ label: 'Effective from', withAsterisk: true, ...form.getInputProps('effectiveFrom') }}
          to={{
            label: 'Effective to',
            description: 'Leave empty while the rate stays in force',
            ...form.getInputProps('effectiveTo'),
          }}
          disabled={submitting}
        />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {RATE_SETS.map((set) => (
            <Paper key={set} withBorder p="sm" radius="sm">
              <Stack gap="xs">
                <Title order={2} size="h5">
                  {RATE_SET_LABELS[set]} Rates
                </Title>
                <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
                  <Text size="xs" c="dimmed" fw={600}>
                    Pay Rate
                  </Text>
                  <Text size="xs" c="dimmed" fw={600}>
                    Bill Rate
                  </Text>
                </SimpleGrid>
                {RATE_KEYS.map((key) => (
                  <Stack key={key} gap={2}>
                    <Text size="sm">{RATE_KEY_LABELS[key]}</Text>
                    <SimpleGrid cols={2} spacing="xs">
                      {(['PayRate', 'BillRate'] as const).map((kind) => {
                        const path = `${set}.${key}.${kind}`;
                        return (
                          <RateAmountInput
                            key={kind}
                            label={`${RATE_SET_LABELS[set]} ${RATE_KEY_LABELS[key]} ${kind === 'PayRate' ? 'Pay Rate' : 'Bill Rate'}`}
                            value={form.values[set][key][kind]}
                            onChange={(v) => form.setFieldValue(path, v)}
                            error={form.errors[path]}
                            disabled={submitting}
                          />
                        );
                      })}
                    </SimpleGrid>
                  </Stack>
                ))}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        <NotesField disabled={submitting} {...form.getInputProps('notes')} />
        <FormFooter
          error={formError}
          submitting={submitting}
          onCancel={onCancel}
          submitLabel={locked ? 'Save as New Version' : 'Save'}
        />
      </Stack>
    </form>
  );
}

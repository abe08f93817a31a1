import { CloseButton, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  centsToAmount,
  EXPENSE_API,
  EXPENSE_TYPE_LABELS,
  EXPENSE_TYPES,
  type Expense,
  type ExpenseInput,
  MILEAGE_RATE_CENTS,
  mileageCents,
  RECEIPT_UPLOAD,
  type Receipt,
  toHundredthMiles,
  truncateAmountText,
} from '@portal/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { IconPaperclip } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { requestOf } from '../../../lib/endpoint.ts';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { isApiError } from '../../../lib/http.ts';
import { FileUpload } from '../../../ui/FileUpload.tsx';
import { FormFooter } from '../../../ui/FormActions.tsx';
import { AmountField, NotesField } from '../../../ui/FormFields.tsx';
import { applyServerErrors, serverMessage } from '../../../ui/forms.ts';
import { Money } from '../../../ui/Money.tsx';
import { uploadErrorMessage } from '../../../ui/upload.ts';
import { useAssignedFacilitiesQuery, useOwnAssignedFacilitiesQuery } from '../api.ts';

const TYPE_OPTIONS = EXPENSE_TYPES.map((t) => ({ value: t, label: EXPENSE_TYPE_LABELS[t] }));

export interface ExpenseFormProps {
  expense?: Expense;
  /** Staff: the provider the expense is for (their assigned facilities are offered); a provider: themselves. */
  providerId?: string;
  /** Staff add: the provider picker, shown first. */
  providerField?: ReactNode;
  providerError?: string;
  onSubmit: (body: ExpenseInput) => Promise<unknown>;
  onCancel: () => void;
}

type Errors = Record<string, string | undefined>;

/**
 * An expense: facility (one of the provider's assigned ones), date, type, amount (mileage: miles x the rate per mile,
 * shown as it is computed), description and one or more receipts (uploaded as they are chosen).
 */
export function ExpenseForm({
  expense,
  providerId,
  providerField,
  providerError,
  onSubmit,
  onCancel,
}: ExpenseFormProps) {
  const prefix = useRolePrefix();
  const staffSide = prefix !== 'providers';
  const owner = providerId ?? expense?.provider._id;
  const staffFacilities = useAssignedFacilitiesQuery(staffSide && owner ? { prefix, providerId: owner } : skipToken);
  const ownFacilities = useOwnAssignedFacilitiesQuery(staffSide ? skipToken : undefined);
  const facilities = (staffSide ? staffFacilities.data : ownFacilities.data) ?? [];
  const [values, setValues] = useState({
    facilityId: expense?.facility._id ?? '',
    date: expense?.date ?? '',
    type: expense?.type ?? '',
    amount: expense && expense.type !== 'mileage' ? expense.amount : '',
    miles: expense?.miles ?? '',
    description: expense?.description ?? '',
  });
  const [receipts, setReceipts] = useState<Receipt[]>(expense?.receipts ?? []);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const set = (key: keyof typeof values) => (v: string) => setValues((s) => ({ ...s, [key]: v }));
  /** A field's error, and no typing while the expense is on its way. */
  const state = (key: keyof typeof values) => ({ error: errors[key], disabled: submitting });
  const text = (key: keyof typeof values) => ({
    value: values[key],
    onChange: (e: { currentTarget: { value: string } }) => set(key)(e.currentTarget.value),
    ...state(key),
  });
  /** A select of the field: '' shows the placeholder, and a cleared choice is ''. */
  const choice = (key: 'facilityId' | 'type') => ({
    value: values[key] || null,
    onChange: (v: string | null) => set(key)(v ?? ''),
    ...state(key),
  });
  const mileage = values.type === 'mileage';
  const hundredths = toHundredthMiles(values.miles);

  const facilityOptions = facilities.map((f) => ({ value: f._id, label: f.name }));
  if (expense && !facilityOptions.some((o) => o.value === expense.facility._id)) {
    facilityOptions.push({ value: expense.facility._id, label: expense.facility.name });
  }

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    if (staffSide && !expense && !owner) next.providerId = 'Choose a provider';
    if (!values.facilityId) next.facilityId = 'Choose a facility';
    if (!values.date) next.date = 'Enter the date of the expense';
    if (!values.type) next.type = 'Choose an expense type';
    if (mileage && !(hundredths && hundredths > 0)) next.miles = 'Enter the miles driven';
    if (!mileage && values.type && !(Number(values.amount) > 0)) next.amount = 'Enter an amount above 0';
    if (receipts.length === 0) next.receiptIds = 'Attach at least one receipt';
    setErrors(next);
    setFormError(null);
    if (Object.values(next).some(Boolean)) return;
    setSubmitting(true);
    try {
      await onSubmit({
        facilityId: values.facilityId,
        date: values.date,
        type: values.type as ExpenseInput['type'],
        amount: mileage ? '' : values.amount,
        miles: mileage ? values.miles : null,
        description: values.description.trim() || null,
        receiptIds: receipts.map((r) => r._id),
      });
    } catch (error) {
      const placed: Errors = {};
      const target = {
        getValues: () => ({ ...values, receiptIds: [], providerId: '' }),
        setFieldError: (path: string, message: string) => {
          placed[path] = message;
        },
      };
      const any = applyServerErrors(target, error);
      setErrors(placed);
      if (!any && isApiError(error)) setFormError(serverMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {providerField}
        {providerError || errors.providerId ? (
          <Text c="red" size="sm">
            {providerError ?? errors.providerId}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Facility"
            withAsterisk
            placeholder={staffSide && !owner ? 'Choose the provider first' : 'Choose an assigned facility'}
            data={facilityOptions}
            {...choice('facilityId')}
            nothingFoundMessage="No assigned facility"
          />
          <TextInput type="date" label="Date" withAsterisk {...text('date')} />
          <Select
            label="Expense type"
            withAsterisk
            placeholder="Choose a type"
            data={TYPE_OPTIONS}
            {...choice('type')}
          />
          {mileage ? (
            <TextInput
              label="Miles"
              withAsterisk
              inputMode="decimal"
              value={values.miles}
              onChange={(e) => set('miles')(truncateAmountText(e.currentTarget.value))}
              {...state('miles')}
              description={
                <span>
                  {`At $${centsToAmount(MILEAGE_RATE_CENTS)} a mile: `}
                  <Money value={hundredths ? mileageCents(hundredths) / 100 : null} />
                </span>
              }
            />
          ) : (
            <AmountField
              label="Amount"
              withAsterisk
              placeholder={undefined}
              value={values.amount}
              onValue={set('amount')}
              {...state('amount')}
            />
          )}
        </SimpleGrid>
        <NotesField label="Description" {...text('description')} />
        <Stack gap="xs">
          <Text fw={500} size="sm">
            Receipts{' '}
            <Text span c="red">
              *
            </Text>
          </Text>
          {receipts.length > 0 && (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Receipts">
              {receipts.map((r) => (
                <Group key={r._id} component="li" gap="xs" wrap="nowrap">
                  <IconPaperclip size={16} aria-hidden />
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {r.name}
                  </Text>
                  <CloseButton
                    size="sm"
                    aria-label={`Remove receipt ${r.name}`}
                    onClick={() => setReceipts((all) => all.filter((x) => x._id !== r._id))}
                    disabled={submitting}
                  />
                </Group>
              ))}
            </Stack>
          )}
          <FileUpload<Receipt>
            kind={RECEIPT_UPLOAD}
            path={requestOf(EXPENSE_API.uploadReceipt, { prefix }).url}
            label="Add a receipt"
            placeholder="PDF, PNG, JPG, JPEG, HEIC or HEIF, up to 15 MB"
            auto
            onPick={() => setErrors((s) => ({ ...s, receiptIds: undefined }))}
            onUploaded={(res) => setReceipts((all) => [...all, res.data])}
            onFailed={(error) => setErrors((s) => ({ ...s, receiptIds: uploadErrorMessage(error) }))}
          />
          {errors.receiptIds && (
            <Text c="red" size="sm" role="alert">
              {errors.receiptIds}
            </Text>
          )}
        </Stack>
        <FormFooter error={formError} submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

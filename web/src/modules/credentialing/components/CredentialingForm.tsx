import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  APPLICATION_TYPE_LABELS,
  APPLICATION_TYPE_VALUES,
  type Credentialing,
  type CredentialingInput,
  type LinkedDocument,
} from '@portal/contracts';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMemo } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { FormFooter } from '../../../ui/FormActions.tsx';
import { NotesField } from '../../../ui/FormFields.tsx';
import { selectInput } from '../../../ui/forms.ts';
import { personOption, RemoteSelect } from '../../../ui/RemoteSelect.tsx';
import { SegmentedField } from '../../../ui/SegmentedField.tsx';
import { useServerSubmit } from '../../../ui/useServerSubmit.ts';
import { ProviderSelect, useTimesheetFacilityOptionsQuery } from '../../timesheets/index.ts';
import { useCredentialingStaffOptionsQuery, usePayorOptionsQuery } from '../api.ts';
import {
  type CredentialingFormValues,
  credentialingFormSchema,
  credentialingToFormValues,
  emptyCredentialingValues,
  formValuesToBody,
} from '../credentialingForm.ts';
import { DocumentPicker } from './DocumentPicker.tsx';

const schemaErrors = zod4Resolver(credentialingFormSchema, { errorPriority: 'first' });
/** The schema's errors, plus the facility / payor rule even while other fields are still invalid. */
const resolve = (v: CredentialingFormValues) => {
  const errors: Record<string, React.ReactNode> = { ...schemaErrors(v) };
  if (v.kind === 'credentialing' && !v.facilityId) errors.facilityId ??= 'Choose a facility';
  if (v.kind === 'payor-enrollment' && !v.payorId) errors.payorId ??= 'Choose a payor';
  return errors;
};
const APPLICATION_OPTIONS = APPLICATION_TYPE_VALUES.map((value) => ({ value, label: APPLICATION_TYPE_LABELS[value] }));
const facilityOption = (f: { _id: string; name: string }) => ({ value: f._id, label: f.name });

export interface CredentialingFormProps {
  record?: Credentialing & { documents?: LinkedDocument[] };
  /** A new record for this provider (from the provider's tab). */
  providerId?: string;
  onSubmit: (body: CredentialingInput) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * A credentialing or payor enrollment record: provider, facility or payor, application type, the dates (requested,
 * submitted, approved, effective, expiry / reappointment due), privileges, assigned staff member and notes.
 */
export function CredentialingForm({ record, providerId, onSubmit, onCancel }: CredentialingFormProps) {
  const prefix = useRolePrefix();
  const form = useForm<CredentialingFormValues, (v: CredentialingFormValues) => CredentialingInput>({
    mode: 'controlled',
    initialValues: record ? credentialingToFormValues(record) : emptyCredentialingValues(providerId),
    validate: resolve,
    transformValues: formValuesToBody,
  });
  const { data: staff } = useCredentialingStaffOptionsQuery({ prefix });
  const { data: payors } = usePayorOptionsQuery();
  const staffOptions = useMemo(() => (staff ?? []).map(personOption), [staff]);
  const payorOptions = useMemo(() => (payors ?? []).map((p) => ({ value: p._id, label: p.name })), [payors]);
  const isPe = form.values.kind === 'payor-enrollment';

  const { submitting, formError, send } = useServerSubmit(form, onSubmit);
  const submit = form.onSubmit(send);

  const date = (key: keyof CredentialingFormValues, label: string, description?: string) => (
    <TextInput type="date" label={label} description={description} disabled={submitting} {...form.getInputProps(key)} />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SegmentedField
          label="Record type"
          data={[
            { value: 'credentialing', label: 'Credentialing (facility)' },
            { value: 'payor-enrollment', label: 'Payor Enrollment' },
          ]}
          value={form.values.kind}
          onChange={(v) => form.setFieldValue('kind', v as CredentialingFormValues['kind'])}
          disabled={submitting}
          style={{ alignSelf: 'flex-start' }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ProviderSelect
            value={form.values.providerId}
            initial={record ? personOption(record.provider) : null}
            onChange={(id) => {
              form.setFieldValue('providerId', id);
              // Linked documents are the provider's: another provider's cannot stay linked.
              if (id !== form.values.providerId) form.setFieldValue('documentIds', []);
            }}
            error={form.errors.providerId}
            disabled={submitting || Boolean(providerId && !record)}
          />
          <RemoteSelect
            label="Facility"
            required={!isPe}
            placeholder={isPe ? 'Optional' : 'Search facilities'}
            value={form.values.facilityId}
            initial={record?.facility ? facilityOption(record.facility) : null}
            onChange={(id) => form.setFieldValue('facilityId', id)}
            error={form.errors.facilityId}
            disabled={submitting}
            useOptions={useTimesheetFacilityOptionsQuery}
            toOption={facilityOption}
          />
          {isPe && (
            <Select
              label="Payor"
              withAsterisk
              placeholder="Choose a payor"
              data={payorOptions}
              searchable
              disabled={submitting}
              {...selectInput(form, 'payorId')}
            />
          )}
          <Select
            label="Application Type"
            withAsterisk
            placeholder="Choose a type"
            data={APPLICATION_OPTIONS}
            allowDeselect={false}
            disabled={submitting}
            {...selectInput(form, 'applicationType')}
          />
          <Select
            label="Assigned Staff"
            placeholder="Nobody yet"
            data={staffOptions}
            searchable
            clearable
            disabled={submitting}
            {...selectInput(form, 'assignedStaffId')}
          />
          {date('requestedOn', 'Requested')}
          {date('submittedOn', 'Submitted')}
          {date('approvedOn', 'Approved')}
          {date('effectiveOn', 'Effective')}
          {date('dueOn', 'Expiry / Reappointment Due', 'Reports and reminders (90, 60, 30, 7 days) read this date')}
        </SimpleGrid>
        <NotesField label="Privileges Granted" disabled={submitting} {...form.getInputProps('privileges')} />
        <NotesField maxLength={4000} disabled={submitting} {...form.getInputProps('notes')} />
        <DocumentPicker
          providerId={form.values.providerId}
          value={form.values.documentIds}
          initial={record?.documents ?? []}
          onChange={(ids) => form.setFieldValue('documentIds', ids)}
          error={form.errors.documentIds}
          disabled={submitting}
        />
        <FormFooter
          error={formError}
          submitting={submitting}
          onCancel={onCancel}
          submitLabel={record ? 'Update' : 'Save'}
        />
      </Stack>
    </form>
  );
}

import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type Licence, licenceInputSchema } from '@portal/contracts';
import type { z } from 'zod';
import { FormFooter } from '../../../ui/FormActions.tsx';
import { selectInput } from '../../../ui/forms.ts';
import { personOption } from '../../../ui/RemoteSelect.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useSchemaForm } from '../../../ui/useSchemaForm.ts';
import { useServerSubmit } from '../../../ui/useServerSubmit.ts';
import { ProviderSelect } from '../../timesheets/index.ts';
import { licenceFormValues, STATE_OPTIONS, TYPE_OPTIONS } from '../licenceForm.ts';

type LicenceBody = z.output<typeof licenceInputSchema>;

interface LicenceFormProps {
  /** The licence being edited (its provider stays); a new one when omitted. */
  record?: Licence;
  /** The provider a new licence is for, when the screen was opened from one. */
  providerId?: string;
  onSubmit: (body: LicenceBody) => Promise<unknown>;
  onCancel: () => void;
}

/** A licence's provider, state, type, number and days. Used by the add and edit screens. */
export function LicenceForm({ record, providerId, onSubmit, onCancel }: LicenceFormProps) {
  const form = useSchemaForm(licenceInputSchema, licenceFormValues(record, providerId));
  const { submitting, formError, send } = useServerSubmit(form, onSubmit, { conflictField: 'number' });

  return (
    <form onSubmit={form.onSubmit(send)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ProviderSelect
            value={form.values.providerId}
            initial={record ? personOption(record.provider) : null}
            onChange={(id) => form.setFieldValue('providerId', id)}
            error={form.errors.providerId}
            disabled={submitting || Boolean(record)}
          />
          <Select
            label="State"
            withAsterisk
            searchable
            placeholder="Choose a state"
            data={STATE_OPTIONS}
            disabled={submitting}
            {...selectInput(form, 'state')}
          />
          <Select
            label="Type"
            withAsterisk
            data={TYPE_OPTIONS}
            allowDeselect={false}
            disabled={submitting}
            {...selectInput(form, 'type')}
          />
          <TextField
            form={form}
            name="number"
            label="Licence Number"
            withAsterisk
            maxLength={50}
            disabled={submitting}
          />
          <TextInput type="date" label="Issued" disabled={submitting} {...form.getInputProps('issuedOn')} />
          <TextInput
            type="date"
            label="Expires"
            withAsterisk
            disabled={submitting}
            {...form.getInputProps('expiresOn')}
          />
        </SimpleGrid>
        <FormFooter error={formError} submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

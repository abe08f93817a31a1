import { Stack, Textarea } from '@mantine/core';
import { type Licence, licenceInputSchema } from '@portal/contracts';
import type { z } from 'zod';
import { FormFooter } from '../../../ui/FormActions.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useSchemaForm } from '../../../ui/useSchemaForm.ts';
import { useServerSubmit } from '../../../ui/useServerSubmit.ts';
import { licenceFormValues } from '../licenceForm.ts';

type LicenceBody = z.output<typeof licenceInputSchema>;

interface LicenceFormProps {
  /** The licence being edited; a new one when omitted. */
  record?: Licence;
  /** Sends the body; a rejected promise with the API error puts its field errors beside the fields. */
  onSubmit: (body: LicenceBody) => Promise<unknown>;
  onCancel: () => void;
}

/** A licence's name and description. Used by the add and edit screens. */
export function LicenceForm({ record, onSubmit, onCancel }: LicenceFormProps) {
  const form = useSchemaForm(licenceInputSchema, licenceFormValues(record));
  const { submitting, formError, send } = useServerSubmit(form, onSubmit, { conflictField: 'name' });

  return (
    <form onSubmit={form.onSubmit(send)} noValidate>
      <Stack gap="md">
        <TextField form={form} name="name" label="Name" withAsterisk maxLength={200} disabled={submitting} />
        <Textarea
          label="Description"
          autosize
          minRows={3}
          maxLength={2000}
          disabled={submitting}
          {...form.getInputProps('description')}
        />
        <FormFooter error={formError} submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

import { Stack, Textarea } from '@mantine/core';
import { type Invoice, invoiceInputSchema } from '@portal/contracts';
import type { z } from 'zod';
import { FormFooter } from '../../../ui/FormActions.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useSchemaForm } from '../../../ui/useSchemaForm.ts';
import { useServerSubmit } from '../../../ui/useServerSubmit.ts';
import { invoiceFormValues } from '../invoiceForm.ts';

type InvoiceBody = z.output<typeof invoiceInputSchema>;

interface InvoiceFormProps {
  /** The invoice being edited; a new one when omitted. */
  record?: Invoice;
  /** Sends the body; a rejected promise with the API error puts its field errors beside the fields. */
  onSubmit: (body: InvoiceBody) => Promise<unknown>;
  onCancel: () => void;
}

/** A invoice's name and description. Used by the add and edit screens. */
export function InvoiceForm({ record, onSubmit, onCancel }: InvoiceFormProps) {
  const form = useSchemaForm(invoiceInputSchema, invoiceFormValues(record));
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

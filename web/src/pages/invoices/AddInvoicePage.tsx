import { Paper, Stack } from '@mantine/core';
import { INVOICE_MESSAGES, invoiceInputSchema } from '@portal/contracts';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { useFacilityOptions } from '../../modules/facilities/options.ts';
import { useCreateInvoiceMutation } from '../../modules/invoices/api.ts';
import { INVOICE_PATHS } from '../../modules/invoices/paths.ts';
import { FormFooter } from '../../ui/FormActions.tsx';
import { DatePairFields } from '../../ui/FormFields.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SearchSelect } from '../../ui/SearchSelect.tsx';
import { useSchemaForm } from '../../ui/useSchemaForm.ts';
import { useServerSubmit } from '../../ui/useServerSubmit.ts';

type Body = z.output<typeof invoiceInputSchema>;
type Values = { facilityId: string; periodStart: string; periodEnd: string };
const EMPTY: Values = { facilityId: '', periodStart: '', periodEnd: '' };

/** /add-invoice: a facility and a period; the draft is drawn from what is approved now. */
export default function AddInvoicePage() {
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const [create] = useCreateInvoiceMutation();
  const form = useSchemaForm(invoiceInputSchema, EMPTY);
  const { submitting, formError, send } = useServerSubmit(form, async (body: Body) => {
    const res = await create({ prefix, body }).unwrap();
    toastSuccess(res.message ?? INVOICE_MESSAGES.created);
    navigate(INVOICE_PATHS.view(res.data._id));
  });
  const facility = form.getInputProps('facilityId');

  return (
    <>
      <PageHeader title="Draw Up Invoice" backTo={INVOICE_PATHS.list} backLabel="Invoices" />
      <Paper withBorder p="md" radius="sm" maw={900}>
        <form onSubmit={form.onSubmit(send)} noValidate>
          <Stack gap="md">
            <SearchSelect
              label="Facility"
              withAsterisk
              useOptions={useFacilityOptions}
              value={form.values.facilityId}
              onChange={(v) => form.setFieldValue('facilityId', v)}
              error={facility.error}
              disabled={submitting}
            />
            <DatePairFields
              disabled={submitting}
              from={{ label: 'Period start', withAsterisk: true, ...form.getInputProps('periodStart') }}
              to={{ label: 'Period end', withAsterisk: true, ...form.getInputProps('periodEnd') }}
            />
            <FormFooter error={formError} submitting={submitting} onCancel={() => navigate(INVOICE_PATHS.list)} />
          </Stack>
        </form>
      </Paper>
    </>
  );
}

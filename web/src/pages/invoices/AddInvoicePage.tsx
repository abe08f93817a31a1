import { Paper } from '@mantine/core';
import { INVOICE_MESSAGES } from '@portal/contracts';
import { useNavigate } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { useCreateInvoiceMutation } from '../../modules/invoices/api.ts';
import { InvoiceForm } from '../../modules/invoices/components/InvoiceForm.tsx';
import { INVOICE_PATHS } from '../../modules/invoices/paths.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /add-invoices */
export default function AddInvoicePage() {
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const [create] = useCreateInvoiceMutation();

  return (
    <>
      <PageHeader title="Add Invoice" backTo={INVOICE_PATHS.list} backLabel="Invoices" />
      <Paper withBorder p="md" radius="sm" maw={900}>
        <InvoiceForm
          onCancel={() => navigate(INVOICE_PATHS.list)}
          onSubmit={async (body) => {
            const res = await create({ prefix, body }).unwrap();
            toastSuccess(res.message ?? INVOICE_MESSAGES.created);
            navigate(INVOICE_PATHS.view(res.data._id));
          }}
        />
      </Paper>
    </>
  );
}

import { INVOICE_MESSAGES } from '@portal/contracts';
import { useNavigate, useParams } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { useGetInvoiceQuery, useUpdateInvoiceMutation } from '../../modules/invoices/api.ts';
import { InvoiceForm } from '../../modules/invoices/components/InvoiceForm.tsx';
import { INVOICE_PATHS, INVOICE_RECORD } from '../../modules/invoices/paths.ts';
import { EditRecordPage } from '../../ui/RecordPage.tsx';

/** /edit-invoices/:id */
export default function EditInvoicePage() {
  const { id = '' } = useParams();
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const query = useGetInvoiceQuery({ prefix, id }, { skip: !id, refetchOnMountOrArgChange: true });
  const [update] = useUpdateInvoiceMutation();

  return (
    <EditRecordPage title="Edit Invoice" {...INVOICE_RECORD} query={query}>
      {(record) => (
        <InvoiceForm
          key={record._id}
          record={record}
          onCancel={() => navigate(INVOICE_PATHS.view(record._id))}
          onSubmit={async (body) => {
            const res = await update({ prefix, id: record._id, body }).unwrap();
            toastSuccess(res.message ?? INVOICE_MESSAGES.updated);
            navigate(INVOICE_PATHS.view(record._id));
          }}
        />
      )}
    </EditRecordPage>
  );
}

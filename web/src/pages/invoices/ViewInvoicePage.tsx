import { useParams } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { useGetInvoiceQuery } from '../../modules/invoices/api.ts';
import { invoiceName } from '../../modules/invoices/components/InvoicesTable.tsx';
import { InvoiceActions, InvoiceView } from '../../modules/invoices/components/InvoiceView.tsx';
import { INVOICE_PATHS, INVOICE_RECORD } from '../../modules/invoices/paths.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { RecordPage } from '../../ui/RecordPage.tsx';

/** /view-invoice/:id */
export default function ViewInvoicePage() {
  const { id = '' } = useParams();
  const prefix = useRolePrefix();
  const query = useGetInvoiceQuery({ prefix, id }, { skip: !id, refetchOnMountOrArgChange: true });
  return (
    <RecordPage title="View Invoice" {...INVOICE_RECORD} query={query}>
      {(record) => (
        <>
          <PageHeader
            title="View Invoice"
            description={`${invoiceName(record)}: ${record.facility.name}`}
            backTo={INVOICE_PATHS.list}
            backLabel="Invoices"
            actions={<InvoiceActions invoice={record} />}
          />
          <InvoiceView invoice={record} />
        </>
      )}
    </RecordPage>
  );
}

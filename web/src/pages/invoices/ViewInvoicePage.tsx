import type { Invoice } from '@portal/contracts';
import { IconRestore } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useRolePrefix, useScope } from '../../lib/hooks.ts';
import { useGetInvoiceQuery } from '../../modules/invoices/api.ts';
import { InvoiceDetails } from '../../modules/invoices/components/InvoiceDetails.tsx';
import { useInvoiceStatusAction } from '../../modules/invoices/components/useInvoiceStatusAction.tsx';
import { INVOICE_PATHS, INVOICE_RECORD } from '../../modules/invoices/paths.ts';
import { ArchiveToggleButton } from '../../ui/ArchiveToggleButton.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { EditButton } from '../../ui/RecordButtons.tsx';
import { RecordPage } from '../../ui/RecordPage.tsx';

/** /view-invoices/:id */
export default function ViewInvoicePage() {
  const { id = '' } = useParams();
  const prefix = useRolePrefix();
  const query = useGetInvoiceQuery({ prefix, id }, { skip: !id, refetchOnMountOrArgChange: true });
  return (
    <RecordPage title="View Invoice" {...INVOICE_RECORD} query={query}>
      {(record) => <InvoiceView record={record} />}
    </RecordPage>
  );
}

/** The invoice with its edit and archive or reinstate actions. */
function InvoiceView({ record }: { record: Invoice }) {
  const canEdit = useScope(['edit-invoices']);
  const canArchive = useScope(['archive-invoices']);
  const changeStatus = useInvoiceStatusAction();
  return (
    <>
      <PageHeader
        title="View Invoice"
        description={record.name}
        backTo={INVOICE_PATHS.list}
        backLabel="Invoices"
        actions={
          (canEdit || canArchive) && (
            <>
              {canEdit && <EditButton to={INVOICE_PATHS.edit(record._id)} />}
              {canArchive && (
                <ArchiveToggleButton
                  archived={record.status !== 'active'}
                  reinstateIcon={IconRestore}
                  onClick={() => changeStatus(record)}
                />
              )}
            </>
          )
        }
      />
      <InvoiceDetails record={record} />
    </>
  );
}

import { InvoicesTable } from '../../modules/invoices/components/InvoicesTable.tsx';
import { INVOICE_PATHS } from '../../modules/invoices/paths.ts';
import { ListPage, type ListPageHeader } from '../../ui/ListPage.tsx';

const HEADER: ListPageHeader = {
  title: 'Invoices',
  add: { label: 'Add Invoice', to: INVOICE_PATHS.add, scope: ['add-invoices'] },
};

/** /invoices-listing */
export default function InvoicesListPage() {
  return (
    <ListPage header={HEADER}>
      <InvoicesTable />
    </ListPage>
  );
}

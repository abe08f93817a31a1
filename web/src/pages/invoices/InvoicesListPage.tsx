import { Button, Group } from '@mantine/core';
import { IconReportMoney } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useScope } from '../../lib/hooks.ts';
import { InvoicesTable } from '../../modules/invoices/components/InvoicesTable.tsx';
import { INVOICE_PATHS } from '../../modules/invoices/paths.ts';
import { ListPage, type ListPageHeader } from '../../ui/ListPage.tsx';

const HEADER: ListPageHeader = {
  title: 'Invoices',
  add: { label: 'Draw Up Invoice', to: INVOICE_PATHS.add, scope: ['add-invoices'] },
};

/** /invoices-listing */
export default function InvoicesListPage() {
  const canReport = useScope(['view-invoice-reports']);
  return (
    <ListPage header={HEADER}>
      {canReport && (
        <Group justify="flex-end" mb="sm">
          <Button
            component={Link}
            to={INVOICE_PATHS.reports}
            variant="default"
            leftSection={<IconReportMoney size={16} aria-hidden />}
          >
            Aging, margin and journal
          </Button>
        </Group>
      )}
      <InvoicesTable />
    </ListPage>
  );
}

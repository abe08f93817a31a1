import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { PayPeriodsTable } from '../../modules/timesheets/admin/PayPeriodsTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useListState } from '../../ui/useListState.ts';

/** /pay-periods-listing */
export default function PayPeriodsPage() {
  const list = useListState<'startDate'>('pay-periods', { sort: { sortBy: 'startDate', sortDirection: 1 } });
  return (
    <>
      <PageHeader title="Pay Periods" />
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} mb="md">
        Pay periods are generated automatically every night: daily periods and two-week (bi-weekly) periods.
      </Alert>
      <PayPeriodsTable list={list} />
    </>
  );
}

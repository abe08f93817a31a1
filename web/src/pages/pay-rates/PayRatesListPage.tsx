import { Button } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useScope } from '../../app/hooks.ts';
import { PAY_RATE_PATHS } from '../../modules/pay-rates/api.ts';
import { PayRatesTable } from '../../modules/pay-rates/components/PayRatesTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /payrates-listing */
export default function PayRatesListPage() {
  const canAdd = useScope(['add-pay-rates']);
  const canImport = useScope(['import-pay-rates']);
  return (
    <>
      <PageHeader
        title="Provider Rates"
        description="What each provider is paid and each facility billed, per assignment and effective period."
        actions={
          <>
            {canImport && (
              <Button
                variant="default"
                component={Link}
                to={PAY_RATE_PATHS.import}
                leftSection={<IconFileImport size={16} aria-hidden />}
              >
                Import
              </Button>
            )}
            {canAdd && (
              <Button component={Link} to={PAY_RATE_PATHS.add} leftSection={<IconPlus size={16} aria-hidden />}>
                Add Provider Rates
              </Button>
            )}
          </>
        }
      />
      <PayRatesTable />
    </>
  );
}

import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRolePrefix, useScope } from '../../app/hooks.ts';
import { EXPENSE_PATHS } from '../../modules/expenses/api.ts';
import { ExpensesTable } from '../../modules/expenses/components/ExpensesTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { FacilitySelect, ProviderSelect } from './Pickers.tsx';

/** /admin-expenses-listing and /provider-expenses-listing */
export default function ExpensesListPage() {
  const area = useRolePrefix() === 'providers' ? 'provider' : 'admin';
  const canAdd = useScope(['add-expenses']) || area === 'provider';
  return (
    <>
      <PageHeader
        title="Expenses"
        description={
          area === 'provider'
            ? 'What you claim for your assigned facilities, with receipts; each is approved before it is paid.'
            : 'What providers claim, with receipts: approve or refuse each, or all of the current filter.'
        }
        actions={
          canAdd && (
            <Button component={Link} to={EXPENSE_PATHS[area].add} leftSection={<IconPlus size={16} aria-hidden />}>
              Add Expense
            </Button>
          )
        }
      />
      <ExpensesTable
        area={area}
        extraFilters={
          area === 'admin'
            ? (filter, set) => (
                <>
                  <ProviderSelect
                    label="Provider"
                    clearable
                    value={filter('providerId')}
                    onChange={(v) => set('providerId', v)}
                    w={{ base: '100%', sm: 200 }}
                  />
                  <FacilitySelect
                    clearable
                    value={filter('facilityId')}
                    onChange={(v) => set('facilityId', v)}
                    w={{ base: '100%', sm: 200 }}
                  />
                </>
              )
            : undefined
        }
      />
    </>
  );
}

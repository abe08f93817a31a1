import { useRolePrefix } from '../../lib/hooks.ts';
import { EXPENSE_PATHS, type ExpenseArea } from '../../modules/expenses/api.ts';
import { ExpensesTable } from '../../modules/expenses/components/ExpensesTable.tsx';
import { ListPage, type ListPageHeader } from '../../ui/ListPage.tsx';
import { FacilitySelect, ProviderSelect } from './Pickers.tsx';

const HEADERS: Record<ExpenseArea, ListPageHeader> = {
  admin: {
    title: 'Expenses',
    description: 'What providers claim, with receipts: approve or refuse each, or all of the current filter.',
    add: { label: 'Add Expense', to: EXPENSE_PATHS.admin.add, scope: ['add-expenses'] },
  },
  provider: {
    title: 'Expenses',
    description: 'What you claim for your assigned facilities, with receipts; each is approved before it is paid.',
    // Providers always claim their own expenses: no permission asked.
    add: { label: 'Add Expense', to: EXPENSE_PATHS.provider.add, scope: [] },
  },
};

/** /admin-expenses-listing and /provider-expenses-listing */
export default function ExpensesListPage() {
  const area = useRolePrefix() === 'providers' ? 'provider' : 'admin';
  return (
    <ListPage header={HEADERS[area]}>
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
    </ListPage>
  );
}

import { Alert } from '@mantine/core';
import { EXPENSE_MESSAGES } from '@portal/contracts';
import { useNavigate, useParams } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import {
  EXPENSE_PATHS,
  expenseRecord,
  useGetExpenseQuery,
  useUpdateExpenseMutation,
} from '../../modules/expenses/api.ts';
import { ExpenseForm } from '../../modules/expenses/components/ExpenseForm.tsx';
import { ClosedPeriodGate } from '../../modules/pay-periods/index.ts';
import { EditRecordPage } from '../../ui/RecordPage.tsx';

/** /provider-edit-expenses/:expenseId and /admin-edit-expenses/:expenseId: a pending expense only. */
export default function EditExpensePage() {
  const { expenseId = '' } = useParams();
  const prefix = useRolePrefix();
  const area = prefix === 'providers' ? 'provider' : 'admin';
  const navigate = useNavigate();
  const query = useGetExpenseQuery({ prefix, id: expenseId }, { skip: !expenseId, refetchOnMountOrArgChange: true });
  const [update] = useUpdateExpenseMutation();
  return (
    <EditRecordPage title="Edit Expense" {...expenseRecord(area)} query={query}>
      {(expense) =>
        expense.status !== 'pending' ? (
          <Alert color="orange" variant="light">
            {EXPENSE_MESSAGES.locked}
          </Alert>
        ) : (
          <ClosedPeriodGate date={expense.date}>
            <ExpenseForm
              expense={expense}
              onCancel={() => navigate(EXPENSE_PATHS[area].view(expense._id))}
              onSubmit={async (body) => {
                const res = await update({ prefix, id: expense._id, body }).unwrap();
                toastSuccess(res.message ?? EXPENSE_MESSAGES.updated);
                navigate(EXPENSE_PATHS[area].view(expense._id));
              }}
            />
          </ClosedPeriodGate>
        )
      }
    </EditRecordPage>
  );
}

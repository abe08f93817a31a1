import { Button, Stack, Switch } from '@mantine/core';
import { EXPENSE_MESSAGES, EXPENSE_TYPE_LABELS, type Expense, isExpenseEditable } from '@portal/contracts';
import { IconCircleX } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useRolePrefix, useScope } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import {
  EXPENSE_PATHS,
  expenseRecord,
  useApproveExpenseMutation,
  useDeleteExpenseMutation,
  useGetExpenseQuery,
  useNotApproveExpenseMutation,
  useSetExpenseBillableMutation,
} from '../../modules/expenses/api.ts';
import { expenseName } from '../../modules/expenses/components/ExpensesTable.tsx';
import { NotApproveDialog } from '../../modules/expenses/components/NotApproveDialog.tsx';
import { ReceiptPreview } from '../../modules/expenses/components/ReceiptPreview.tsx';
import { ClosedPeriodNotice, usePeriodClosed } from '../../modules/pay-periods/index.ts';
import { ApproveButton } from '../../ui/ApproveButton.tsx';
import { DetailField, DetailGrid } from '../../ui/DetailField.tsx';
import { formatDateTime, formatDay, personName } from '../../ui/format.ts';
import { Money } from '../../ui/Money.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Panel } from '../../ui/Panel.tsx';
import { DeleteButton, EditButton } from '../../ui/RecordButtons.tsx';
import { RecordPage } from '../../ui/RecordPage.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';

/** /provider-view-expenses/:expenseId and /admin-view-expenses/:expenseId: details, receipts shown in the page. */
export default function ViewExpensePage() {
  const { expenseId = '' } = useParams();
  const prefix = useRolePrefix();
  const area = prefix === 'providers' ? 'provider' : 'admin';
  const query = useGetExpenseQuery({ prefix, id: expenseId }, { skip: !expenseId, refetchOnMountOrArgChange: true });
  return (
    <RecordPage title="View Expense" {...expenseRecord(area)} query={query}>
      {(expense) => <ExpenseView expense={expense} />}
    </RecordPage>
  );
}

function ExpenseView({ expense }: { expense: Expense }) {
  const prefix = useRolePrefix();
  const area = prefix === 'providers' ? 'provider' : 'admin';
  const paths = EXPENSE_PATHS[area];
  const navigate = useNavigate();
  const canApprove = useScope(['approve-expenses']) && area === 'admin';
  const canEdit = useScope(['edit-expenses']) || area === 'provider';
  const canDelete = useScope(['delete-expenses']) || area === 'provider';
  const [approve, { isLoading: approving }] = useApproveExpenseMutation();
  const [notApprove] = useNotApproveExpenseMutation();
  const [remove, { isLoading: removing }] = useDeleteExpenseMutation();
  const [setBillable, { isLoading: billing }] = useSetExpenseBillableMutation();
  const [refusing, setRefusing] = useState(false);

  const closed = usePeriodClosed({ date: expense.date });
  const pending = isExpenseEditable(expense.status) && !closed;
  const name = expenseName(expense);
  return (
    <>
      <PageHeader
        title="View Expense"
        description={`${personName(expense.provider)} at ${expense.facility.name}`}
        backTo={paths.list}
        backLabel="Expenses"
        actions={
          pending && (
            <>
              {canApprove && (
                <ApproveButton
                  title="Approve expense"
                  message={`Approve the ${name}?`}
                  loading={approving}
                  approve={() => approve({ prefix, id: expense._id }).unwrap()}
                  approved={EXPENSE_MESSAGES.approved}
                />
              )}
              {canApprove && (
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconCircleX size={16} aria-hidden />}
                  onClick={() => setRefusing(true)}
                >
                  Not Approve
                </Button>
              )}
              {canEdit && <EditButton to={paths.edit(expense._id)} />}
              {canDelete && (
                <DeleteButton
                  title="Delete expense"
                  message={`Delete the ${name}? Its receipts are deleted too.`}
                  loading={removing}
                  remove={() => remove({ prefix, id: expense._id }).unwrap()}
                  deleted={EXPENSE_MESSAGES.deleted}
                  onDeleted={() => navigate(paths.list)}
                />
              )}
            </>
          )
        }
      />
      <ClosedPeriodNotice closed={closed} />
      <Stack gap="md" maw={1000}>
        <Panel>
          <DetailGrid>
            <DetailField label="Provider">{personName(expense.provider)}</DetailField>
            <DetailField label="Facility">{expense.facility.name}</DetailField>
            <DetailField label="Date">{formatDay(expense.date)}</DetailField>
            <DetailField label="Type">{EXPENSE_TYPE_LABELS[expense.type]}</DetailField>
            {expense.miles !== null && (
              <DetailField label="Miles">
                {expense.miles} at ${expense.mileageRate} a mile
              </DetailField>
            )}
            <DetailField label="Amount">
              <Money value={Number(expense.amount)} />
            </DetailField>
            <DetailField label="Status">
              <StatusBadge status={expense.status} />
            </DetailField>
            <DetailField label="Decided">
              {expense.decidedAt ? `${formatDateTime(expense.decidedAt)} by ${expense.decidedBy ?? '-'}` : null}
            </DetailField>
            {canApprove && (
              <DetailField label="Billing">
                <Switch
                  label="Billable to the facility"
                  checked={expense.billable}
                  disabled={billing}
                  onChange={async (e) => {
                    const billable = e.currentTarget.checked;
                    const res = await setBillable({ prefix, id: expense._id, body: { billable } }).unwrap();
                    toastSuccess(res.message ?? EXPENSE_MESSAGES.billableSet);
                  }}
                />
              </DetailField>
            )}
          </DetailGrid>
          <DetailGrid cols={1} mt="sm">
            {expense.reason && <DetailField label="Reason">{expense.reason}</DetailField>}
            <DetailField label="Description">{expense.description}</DetailField>
          </DetailGrid>
        </Panel>
        <Panel title="Receipts">
          <ReceiptPreview expenseId={expense._id} receipts={expense.receipts} />
        </Panel>
      </Stack>
      <NotApproveDialog
        opened={refusing}
        name={name}
        onClose={() => setRefusing(false)}
        onConfirm={async (reason) => {
          const res = await notApprove({ prefix, id: expense._id, body: { reason } }).unwrap();
          toastSuccess(res.message ?? EXPENSE_MESSAGES.notApproved);
        }}
      />
    </>
  );
}

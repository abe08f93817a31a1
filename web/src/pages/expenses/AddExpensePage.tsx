import { Paper } from '@mantine/core';
import { EXPENSE_MESSAGES } from '@portal/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { EXPENSE_PATHS, useCreateExpenseMutation, useCreateOwnExpenseMutation } from '../../modules/expenses/api.ts';
import { ExpenseForm } from '../../modules/expenses/components/ExpenseForm.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ProviderSelect } from './Pickers.tsx';

/** /provider-add-expenses and /admin-add-expenses (staff choose the provider first). */
export default function AddExpensePage() {
  const prefix = useRolePrefix();
  const area = prefix === 'providers' ? 'provider' : 'admin';
  const navigate = useNavigate();
  const [create] = useCreateExpenseMutation();
  const [createOwn] = useCreateOwnExpenseMutation();
  const [providerId, setProviderId] = useState('');
  return (
    <>
      <PageHeader title="Add Expense" backTo={EXPENSE_PATHS[area].list} backLabel="Expenses" />
      <Paper withBorder p="md" radius="sm" maw={900}>
        <ExpenseForm
          key={providerId}
          providerId={area === 'admin' ? providerId || undefined : undefined}
          providerField={
            area === 'admin' ? <ProviderSelect value={providerId} onChange={setProviderId} required /> : undefined
          }
          onCancel={() => navigate(EXPENSE_PATHS[area].list)}
          onSubmit={async (body) => {
            const res = await (area === 'admin'
              ? create({ prefix, body: { ...body, providerId } })
              : createOwn({ body })
            ).unwrap();
            toastSuccess(res.message ?? EXPENSE_MESSAGES.created);
            navigate(EXPENSE_PATHS[area].view(res.data._id));
          }}
        />
      </Paper>
    </>
  );
}

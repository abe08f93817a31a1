import { Paper } from '@mantine/core';
import { PAY_RATE_MESSAGES, webPaths } from '@portal/contracts';
import { useNavigate } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { useCreatePayRateMutation } from '../../modules/pay-rates/api.ts';
import { PayRateForm } from '../../modules/pay-rates/components/PayRateForm.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /add-payrates: a new pending pay rate for an assignment. */
export default function AddPayRatePage() {
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const [create] = useCreatePayRateMutation();
  return (
    <>
      <PageHeader title="Add Provider Rates" backTo={webPaths.payratesListing} backLabel="Provider Rates" />
      <Paper withBorder p="md" radius="sm" maw={1200}>
        <PayRateForm
          onCancel={() => navigate(webPaths.payratesListing)}
          onSubmit={async (body) => {
            const res = await create({ prefix, body }).unwrap();
            toastSuccess(res.message ?? PAY_RATE_MESSAGES.created);
            navigate(webPaths.viewPayrates(res.data._id));
          }}
        />
      </Paper>
    </>
  );
}

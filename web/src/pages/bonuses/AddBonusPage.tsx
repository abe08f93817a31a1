import { Paper } from '@mantine/core';
import { BONUS_MESSAGES, webPaths } from '@portal/contracts';
import { useNavigate } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { useCreateBonusMutation } from '../../modules/bonuses/api.ts';
import { BonusForm } from '../../modules/bonuses/components/BonusForm.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /add-bonus: a new pending bonus or deduction. */
export default function AddBonusPage() {
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const [create] = useCreateBonusMutation();
  return (
    <>
      <PageHeader title="Add Bonus" backTo={webPaths.bonusListing} backLabel="Bonuses" />
      <Paper withBorder p="md" radius="sm" maw={900}>
        <BonusForm
          onCancel={() => navigate(webPaths.bonusListing)}
          onSubmit={async (body) => {
            const res = await create({ prefix, body }).unwrap();
            toastSuccess(res.message ?? BONUS_MESSAGES.created);
            navigate(webPaths.bonusListing);
          }}
        />
      </Paper>
    </>
  );
}

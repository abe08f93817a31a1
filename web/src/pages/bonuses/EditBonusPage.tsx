import { Alert } from '@mantine/core';
import { BONUS_MESSAGES, isBonusEditable, webPaths } from '@portal/contracts';
import { IconLock } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { BONUS_RECORD, useGetBonusQuery, useUpdateBonusMutation } from '../../modules/bonuses/api.ts';
import { BonusForm } from '../../modules/bonuses/components/BonusForm.tsx';
import { ClosedPeriodGate } from '../../modules/pay-periods/index.ts';
import { EditRecordPage } from '../../ui/RecordPage.tsx';

/** /edit-bonus/:bonusId: a pending bonus is edited; an approved one is locked. */
export default function EditBonusPage() {
  const { bonusId = '' } = useParams();
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const query = useGetBonusQuery({ prefix, id: bonusId }, { skip: !bonusId, refetchOnMountOrArgChange: true });
  const [update] = useUpdateBonusMutation();
  return (
    <EditRecordPage title="Edit Bonus" {...BONUS_RECORD} query={query}>
      {(data) =>
        isBonusEditable(data.status) ? (
          <ClosedPeriodGate payPeriodId={data.payPeriod._id}>
            <BonusForm
              bonus={data}
              onCancel={() => navigate(webPaths.viewBonus(data._id))}
              onSubmit={async (body) => {
                const res = await update({ prefix, id: data._id, body }).unwrap();
                toastSuccess(res.message ?? BONUS_MESSAGES.updated);
                navigate(webPaths.viewBonus(res.data._id));
              }}
            />
          </ClosedPeriodGate>
        ) : (
          <Alert color="blue" variant="light" icon={<IconLock size={18} aria-hidden />}>
            {BONUS_MESSAGES.locked}.
          </Alert>
        )
      }
    </EditRecordPage>
  );
}

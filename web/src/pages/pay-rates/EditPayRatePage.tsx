import { PAY_RATE_MESSAGES, webPaths } from '@portal/contracts';
import { useNavigate, useParams } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { PAY_RATE_RECORD, useGetPayRateQuery, useUpdatePayRateMutation } from '../../modules/pay-rates/api.ts';
import { PayRateForm } from '../../modules/pay-rates/components/PayRateForm.tsx';
import { EditRecordPage } from '../../ui/RecordPage.tsx';

/** /edit-payrates/:payrateid: a pending rate is edited; an approved one gets a new dated version. */
export default function EditPayRatePage() {
  const { payrateid = '' } = useParams();
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const query = useGetPayRateQuery({ prefix, id: payrateid }, { skip: !payrateid, refetchOnMountOrArgChange: true });
  const [update] = useUpdatePayRateMutation();
  return (
    <EditRecordPage title="Edit Provider Rates" {...PAY_RATE_RECORD} query={query} maw={1200}>
      {(data) => (
        <PayRateForm
          payRate={data}
          onCancel={() => navigate(webPaths.viewPayrates(data._id))}
          onSubmit={async (body) => {
            const res = await update({ prefix, id: data._id, body }).unwrap();
            toastSuccess(res.message ?? PAY_RATE_MESSAGES.updated);
            navigate(webPaths.viewPayrates(res.data._id));
          }}
        />
      )}
    </EditRecordPage>
  );
}

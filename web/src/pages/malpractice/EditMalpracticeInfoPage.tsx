import { MALPRACTICE_MESSAGES } from '@portal/contracts';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import {
  MALPRACTICE_PATHS,
  useGetMalpracticeInfoQuery,
  useUpdateMalpracticeInfoMutation,
} from '../../modules/malpractice/api.ts';
import { MalpracticeInfoForm } from '../../modules/malpractice/components/MalpracticeForms.tsx';
import { personName } from '../../ui/format.ts';
import { EditRecordPage } from '../../ui/RecordPage.tsx';

/** /edit-malpractice-info/:id: a provider's cover; goes back to the tab it was opened from (info or expired). */
export default function EditMalpracticeInfoPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const backTo = MALPRACTICE_PATHS.tab(params.get('from') === 'expired' ? 'expired' : 'info');
  const query = useGetMalpracticeInfoQuery({ prefix, id }, { skip: !id, refetchOnMountOrArgChange: true });
  const [update] = useUpdateMalpracticeInfoMutation();
  return (
    <EditRecordPage
      title="Edit Malpractice Information"
      backTo={backTo}
      backLabel="Malpractice Rates"
      notFound={MALPRACTICE_MESSAGES.infoNotFound}
      query={query}
    >
      {(data) => (
        <MalpracticeInfoForm
          provider={{ value: data.provider._id, label: personName(data.provider) }}
          initial={{
            providerId: data.provider._id,
            insuranceProviderId: data.insuranceProvider._id,
            policyNumber: data.policyNumber,
            perClaim: data.perClaim ?? '',
            aggregate: data.aggregate ?? '',
            effectiveDate: data.effectiveDate,
            expiryDate: data.expiryDate,
          }}
          onCancel={() => navigate(backTo)}
          onSubmit={async (v) => {
            const res = await update({ prefix, id: data._id, body: v }).unwrap();
            toastSuccess(res.message ?? MALPRACTICE_MESSAGES.infoUpdated);
            navigate(backTo);
          }}
        />
      )}
    </EditRecordPage>
  );
}

import { LICENCE_MESSAGES } from '@portal/contracts';
import { useNavigate, useParams } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { useGetLicenceQuery, useUpdateLicenceMutation } from '../../modules/licences/api.ts';
import { LicenceForm } from '../../modules/licences/components/LicenceForm.tsx';
import { LICENCE_PATHS, LICENCE_RECORD } from '../../modules/licences/paths.ts';
import { EditRecordPage } from '../../ui/RecordPage.tsx';

/** /edit-licences/:id */
export default function EditLicencePage() {
  const { id = '' } = useParams();
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const query = useGetLicenceQuery({ prefix, id }, { skip: !id, refetchOnMountOrArgChange: true });
  const [update] = useUpdateLicenceMutation();

  return (
    <EditRecordPage title="Edit Licence" {...LICENCE_RECORD} query={query}>
      {(record) => (
        <LicenceForm
          key={record._id}
          record={record}
          onCancel={() => navigate(LICENCE_PATHS.view(record._id))}
          onSubmit={async ({ providerId: _kept, ...body }) => {
            const res = await update({ prefix, id: record._id, body }).unwrap();
            toastSuccess(res.message ?? LICENCE_MESSAGES.updated);
            navigate(LICENCE_PATHS.view(record._id));
          }}
        />
      )}
    </EditRecordPage>
  );
}

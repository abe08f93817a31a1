import { Paper } from '@mantine/core';
import { DOCUMENT_MESSAGES, webPaths } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { useGetDocumentTypeQuery, useSaveDocumentTypeMutation } from '../../modules/documents/api.ts';
import { DocumentTypeForm } from '../../modules/documents/components/DocumentTypeForm.tsx';
import { LoadingCard, NotFoundCard } from '../../ui/NotFoundCard.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

const LIST = webPaths.documentSettingsListing;

/** /add-document-type and /edit-document-type/:id */
export default function DocumentTypeFormPage() {
  const { id } = useParams();
  const editing = id !== undefined || window.location.pathname.startsWith(webPaths.editDocumentType());
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const {
    data: type,
    error,
    isLoading,
  } = useGetDocumentTypeQuery({ prefix, id: id ?? '' }, { skip: !id, refetchOnMountOrArgChange: true });
  const [save] = useSaveDocumentTypeMutation();

  let body: ReactNode;
  if (editing && isLoading) body = <LoadingCard />;
  else if (editing && !type)
    body = (
      <NotFoundCard
        error={error}
        message={DOCUMENT_MESSAGES.typeNotFound}
        backTo={LIST}
        backLabel="Back to Documents Settings"
      />
    );
  else
    body = (
      <Paper withBorder p="md" radius="sm" maw={1100}>
        <DocumentTypeForm
          key={type?._id ?? 'new'}
          type={type}
          onCancel={() => navigate(LIST)}
          onSubmit={async (input) => {
            const res = await save({ prefix, id: type?._id, body: input }).unwrap();
            toastSuccess(res.message ?? (type ? DOCUMENT_MESSAGES.typeUpdated : DOCUMENT_MESSAGES.typeSaved));
            navigate(LIST);
          }}
        />
      </Paper>
    );

  return (
    <>
      <PageHeader title={editing ? 'Edit Document Type' : 'Add Document Type'} backTo={LIST} />
      {body}
    </>
  );
}

import type { Names } from '../names.ts';

const moduleDir = (n: Names) => `../../modules/${n.kebab}`;

/** pages/<kebab>/<Pascal>ListPage.tsx, after FacilitiesListPage.tsx. */
export const listPage = (
  n: Names,
) => `import { ${n.pascal}Table } from '${moduleDir(n)}/components/${n.pascal}Table.tsx';
import { ${n.constant}_PATHS } from '${moduleDir(n)}/paths.ts';
import { ListPage, type ListPageHeader } from '../../ui/ListPage.tsx';

const HEADER: ListPageHeader = {
  title: '${n.title}',
  add: { label: 'Add ${n.singularTitle}', to: ${n.constant}_PATHS.add, scope: ['add-${n.kebab}'] },
};

/** ${n.paths.list} */
export default function ${n.pascal}ListPage() {
  return (
    <ListPage header={HEADER}>
      <${n.pascal}Table />
    </ListPage>
  );
}
`;

/** pages/<kebab>/Add<SingularPascal>Page.tsx, after AddFacilityPage.tsx. */
export const addPage = (n: Names) => `import { Paper } from '@mantine/core';
import { ${n.constant}_MESSAGES } from '@portal/contracts';
import { useNavigate } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { useCreate${n.singularPascal}Mutation } from '${moduleDir(n)}/api.ts';
import { ${n.singularPascal}Form } from '${moduleDir(n)}/components/${n.singularPascal}Form.tsx';
import { ${n.constant}_PATHS } from '${moduleDir(n)}/paths.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** ${n.paths.add} */
export default function Add${n.singularPascal}Page() {
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const [create] = useCreate${n.singularPascal}Mutation();

  return (
    <>
      <PageHeader title="Add ${n.singularTitle}" backTo={${n.constant}_PATHS.list} backLabel="${n.title}" />
      <Paper withBorder p="md" radius="sm" maw={900}>
        <${n.singularPascal}Form
          onCancel={() => navigate(${n.constant}_PATHS.list)}
          onSubmit={async (body) => {
            const res = await create({ prefix, body }).unwrap();
            toastSuccess(res.message ?? ${n.constant}_MESSAGES.created);
            navigate(${n.constant}_PATHS.view(res.data._id));
          }}
        />
      </Paper>
    </>
  );
}
`;

/** pages/<kebab>/Edit<SingularPascal>Page.tsx, after EditFacilityPage.tsx. */
export const editPage = (n: Names) => `import { ${n.constant}_MESSAGES } from '@portal/contracts';
import { useNavigate, useParams } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { useGet${n.singularPascal}Query, useUpdate${n.singularPascal}Mutation } from '${moduleDir(n)}/api.ts';
import { ${n.singularPascal}Form } from '${moduleDir(n)}/components/${n.singularPascal}Form.tsx';
import { ${n.constant}_PATHS, ${n.constant}_RECORD } from '${moduleDir(n)}/paths.ts';
import { EditRecordPage } from '../../ui/RecordPage.tsx';

/** ${n.paths.edit}/:id */
export default function Edit${n.singularPascal}Page() {
  const { id = '' } = useParams();
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const query = useGet${n.singularPascal}Query({ prefix, id }, { skip: !id, refetchOnMountOrArgChange: true });
  const [update] = useUpdate${n.singularPascal}Mutation();

  return (
    <EditRecordPage title="Edit ${n.singularTitle}" {...${n.constant}_RECORD} query={query}>
      {(record) => (
        <${n.singularPascal}Form
          key={record._id}
          record={record}
          onCancel={() => navigate(${n.constant}_PATHS.view(record._id))}
          onSubmit={async (body) => {
            const res = await update({ prefix, id: record._id, body }).unwrap();
            toastSuccess(res.message ?? ${n.constant}_MESSAGES.updated);
            navigate(${n.constant}_PATHS.view(record._id));
          }}
        />
      )}
    </EditRecordPage>
  );
}
`;

/** pages/<kebab>/View<SingularPascal>Page.tsx, after ViewFacilityPage.tsx. */
export const viewPage = (n: Names) => `import type { ${n.singularPascal} } from '@portal/contracts';
import { IconRestore } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useRolePrefix, useScope } from '../../lib/hooks.ts';
import { useGet${n.singularPascal}Query } from '${moduleDir(n)}/api.ts';
import { ${n.singularPascal}Details } from '${moduleDir(n)}/components/${n.singularPascal}Details.tsx';
import { use${n.singularPascal}StatusAction } from '${moduleDir(n)}/components/use${n.singularPascal}StatusAction.tsx';
import { ${n.constant}_PATHS, ${n.constant}_RECORD } from '${moduleDir(n)}/paths.ts';
import { ArchiveToggleButton } from '../../ui/ArchiveToggleButton.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { EditButton } from '../../ui/RecordButtons.tsx';
import { RecordPage } from '../../ui/RecordPage.tsx';

/** ${n.paths.view}/:id */
export default function View${n.singularPascal}Page() {
  const { id = '' } = useParams();
  const prefix = useRolePrefix();
  const query = useGet${n.singularPascal}Query({ prefix, id }, { skip: !id, refetchOnMountOrArgChange: true });
  return (
    <RecordPage title="View ${n.singularTitle}" {...${n.constant}_RECORD} query={query}>
      {(record) => <${n.singularPascal}View record={record} />}
    </RecordPage>
  );
}

/** The ${n.singularLower} with its edit and archive or reinstate actions. */
function ${n.singularPascal}View({ record }: { record: ${n.singularPascal} }) {
  const canEdit = useScope(['edit-${n.kebab}']);
  const canArchive = useScope(['archive-${n.kebab}']);
  const changeStatus = use${n.singularPascal}StatusAction();
  return (
    <>
      <PageHeader
        title="View ${n.singularTitle}"
        description={record.name}
        backTo={${n.constant}_PATHS.list}
        backLabel="${n.title}"
        actions={
          (canEdit || canArchive) && (
            <>
              {canEdit && <EditButton to={${n.constant}_PATHS.edit(record._id)} />}
              {canArchive && (
                <ArchiveToggleButton
                  archived={record.status !== 'active'}
                  reinstateIcon={IconRestore}
                  onClick={() => changeStatus(record)}
                />
              )}
            </>
          )
        }
      />
      <${n.singularPascal}Details record={record} />
    </>
  );
}
`;

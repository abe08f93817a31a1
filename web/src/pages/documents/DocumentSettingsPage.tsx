import { Button, Group, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { useScope } from '../../app/hooks.ts';
import { AddCategoryButton } from '../../modules/documents/components/AddCategoryButton.tsx';
import { DocumentTypesTable } from '../../modules/documents/components/DocumentTypesTable.tsx';
import { FilesystemRoles } from '../../modules/documents/components/FilesystemRoles.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /document-settings-listing: the document types and (?tab=permissions) each role's document permissions. */
export default function DocumentSettingsPage() {
  const canAdd = useScope(['add-document-types']);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'permissions' ? 'permissions' : 'types';
  return (
    <>
      <PageHeader
        title="Documents Settings"
        description="Document types, grouped by category and sub-category: the folders every provider and facility has."
        actions={
          <Group gap="sm">
            <Button variant="default" onClick={() => navigate('/document-folders-listing')}>
              Document Folders
            </Button>
            {canAdd && <AddCategoryButton ownerKind="provider" />}
            {canAdd && (
              <Button onClick={() => navigate('/add-document-type')} leftSection={<IconPlus size={16} aria-hidden />}>
                Add Document Type
              </Button>
            )}
          </Group>
        }
      />
      <Tabs
        value={tab}
        onChange={(t) => setParams(t === 'permissions' ? { tab: t } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="types">Document Types</Tabs.Tab>
          <Tabs.Tab value="permissions">Document Permissions</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="types">
          <DocumentTypesTable />
        </Tabs.Panel>
        <Tabs.Panel value="permissions">
          <FilesystemRoles />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

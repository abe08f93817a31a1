import { Button, Group } from '@mantine/core';
import { webPaths } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useScope } from '../../lib/hooks.ts';
import { AddCategoryButton } from '../../modules/documents/components/AddCategoryButton.tsx';
import { DocumentTypesTable } from '../../modules/documents/components/DocumentTypesTable.tsx';
import { FilesystemRoles } from '../../modules/documents/components/FilesystemRoles.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SearchParamTabs } from '../../ui/SearchParamTabs.tsx';

/** /document-settings-listing: the document types and (?tab=permissions) each role's document permissions. */
export default function DocumentSettingsPage() {
  const canAdd = useScope(['add-document-types']);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Documents Settings"
        description="Document types, grouped by category and sub-category: the folders every provider and facility has."
        actions={
          <Group gap="sm">
            <Button variant="default" onClick={() => navigate(webPaths.documentFoldersListing)}>
              Document Folders
            </Button>
            {canAdd && <AddCategoryButton ownerKind="provider" />}
            {canAdd && (
              <Button
                onClick={() => navigate(webPaths.addDocumentType)}
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                Add Document Type
              </Button>
            )}
          </Group>
        }
      />
      <SearchParamTabs
        tabs={[
          { value: 'types', label: 'Document Types', panel: <DocumentTypesTable /> },
          { value: 'permissions', label: 'Document Permissions', panel: <FilesystemRoles /> },
        ]}
      />
    </>
  );
}

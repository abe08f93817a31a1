import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { OwnerKind } from '@portal/contracts';
import { webPaths } from '@portal/contracts';
import { IconFolder } from '@tabler/icons-react';
import { useState } from 'react';
import { useRolePrefix } from '../../lib/hooks.ts';
import { useListCategoriesQuery, useListTopCategoriesQuery } from '../../modules/documents/api.ts';
import { AddCategoryButton } from '../../modules/documents/components/AddCategoryButton.tsx';
import { LoadingCard } from '../../ui/NotFoundCard.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ViewSwitch } from '../../ui/ViewSwitch.tsx';

/** /document-folders-listing: the categories and sub-categories, i.e. the folders every provider or facility has. */
export default function DocumentFoldersPage() {
  const prefix = useRolePrefix();
  const [ownerKind, setOwnerKind] = useState<OwnerKind>('provider');
  const { data: tops, isLoading } = useListTopCategoriesQuery({ prefix, ownerKind });
  const { data: subs } = useListCategoriesQuery({ prefix, ownerKind });
  return (
    <>
      <PageHeader
        title="Document Folders"
        description="Every provider (or facility) gets a folder per category and a sub-folder per sub-category."
        backTo={webPaths.documentSettingsListing}
        backLabel="Back to Documents Settings"
        actions={<AddCategoryButton ownerKind={ownerKind} />}
      />
      <ViewSwitch<OwnerKind>
        label="Folders of"
        mb="md"
        views={{ provider: 'Providers', facility: 'Facilities' }}
        value={ownerKind}
        onChange={setOwnerKind}
      />
      {isLoading && <LoadingCard />}
      {tops && tops.length === 0 && <Text c="dimmed">No categories yet: add one to give every owner a folder.</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {(tops ?? []).map((c) => {
          const children = (subs ?? []).filter((s) => s.parentId === c._id);
          return (
            <Card key={c._id} withBorder radius="sm">
              <Group gap="xs" wrap="nowrap">
                <IconFolder size={22} aria-hidden color="var(--mantine-color-blue-6)" />
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {c.name}
                </Text>
              </Group>
              <Stack gap={4} mt="xs">
                {children.length === 0 && (
                  <Text size="sm" c="dimmed">
                    No sub-categories
                  </Text>
                )}
                {children.map((s) => (
                  <Badge key={s._id} variant="light" tt="none" style={{ alignSelf: 'flex-start' }}>
                    {s.name}
                  </Badge>
                ))}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </>
  );
}

import { Badge, Card, Group, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import type { Folder } from '@portal/contracts';
import { IconFolder } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Folders as cards linking to their page (with `actions` under each, e.g. Visibility); an empty state when none. */
export function FolderCards({
  folders,
  hrefOf,
  empty,
  actions,
}: {
  folders: Folder[];
  hrefOf: (f: Folder) => string;
  empty: string;
  actions?: (f: Folder) => ReactNode;
}) {
  if (folders.length === 0)
    return (
      <Text c="dimmed" py="md">
        {empty}
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
      {folders.map((f) => (
        <Card key={f._id} withBorder radius="sm">
          <Link to={hrefOf(f)} style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}>
            <Group wrap="nowrap" gap="sm">
              <IconFolder size={28} aria-hidden color="var(--mantine-color-blue-6)" />
              <div style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  <VisuallyHidden>Open folder </VisuallyHidden>
                  {f.name}
                </Text>
                <Group gap={6} mt={4}>
                  <Badge variant="light" tt="none">
                    {f.documentCount} {f.documentCount === 1 ? 'document' : 'documents'}
                  </Badge>
                  {f.subFolderCount > 0 && (
                    <Badge variant="light" color="gray" tt="none">
                      {f.subFolderCount} sub-folders
                    </Badge>
                  )}
                </Group>
              </div>
            </Group>
          </Link>
          {actions && (
            <Group gap="xs" mt="xs" justify="flex-end">
              {actions(f)}
            </Group>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

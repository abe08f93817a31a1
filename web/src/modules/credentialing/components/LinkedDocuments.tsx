import { Anchor, List, Text } from '@mantine/core';
import type { LinkedDocument } from '@portal/contracts';
import { useState } from 'react';
import { formatDay } from '../../../ui/format.ts';
import { DocumentPreview } from '../../documents/index.ts';

/** A record's linked documents, each opening the document's preview (the provider's document, in the page). */
export function LinkedDocuments({ documents }: { documents: LinkedDocument[] }) {
  const [shown, setShown] = useState<LinkedDocument | null>(null);
  const [opened, setOpened] = useState(false);
  if (documents.length === 0) return null;
  return (
    <>
      <List size="sm" spacing={4} aria-label="Linked documents">
        {documents.map((d) => (
          <List.Item key={d._id}>
            <Anchor
              component="button"
              type="button"
              size="sm"
              aria-label={`Preview ${d.name}`}
              onClick={() => {
                setShown(d);
                setOpened(true);
              }}
            >
              {d.name}
            </Anchor>
            <Text span size="xs" c="dimmed" ml={6}>
              {d.typeName}
              {d.expiresOn ? `, expires ${formatDay(d.expiresOn)}` : ''}
            </Text>
          </List.Item>
        ))}
      </List>
      <DocumentPreview kind="provider" document={shown} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

import { Button, Group, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { POLICIES, type PolicySlug } from '@portal/contracts/policies';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { toastError } from '../../../lib/toast.ts';
import { downloadPolicy } from '../download.ts';

interface Props {
  /** The policy to show; null keeps the modal closed. */
  slug: PolicySlug | null;
  /** Back, the close button and Escape all call this. */
  onBack: () => void;
}

/** The privacy policy or the terms of use in a modal, with Back and Download (spec sections 1 and 2). */
export function PolicyModal({ slug, onBack }: Props) {
  const [downloading, setDownloading] = useState(false);
  const doc = slug ? POLICIES[slug] : null;

  const download = async () => {
    if (!slug) return;
    setDownloading(true);
    try {
      await downloadPolicy(slug);
    } catch {
      toastError('Error occurred while downloading');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Modal
      opened={doc !== null}
      onClose={onBack}
      size="xl"
      title={doc?.title}
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 600 } }}
      closeButtonProps={{ 'aria-label': 'Close' }}
      transitionProps={{ duration: 300 }}
      overlayProps={{ transitionProps: { duration: 150 } }}
    >
      <Text size="sm" c="dimmed" mb="sm">
        Effective {doc?.effective}
      </Text>
      {/* The text scrolls (by keyboard too: the box takes focus); Back and Download stay in view below it. */}
      <ScrollArea.Autosize
        mah="calc(100dvh - 15rem)"
        type="auto"
        offsetScrollbars
        viewportProps={{ tabIndex: 0, 'aria-label': doc?.title }}
      >
        <Stack gap="md">
          {doc?.sections.map((section) => (
            <Stack key={section.heading} gap={6}>
              <Title order={4} component="h3">
                {section.heading}
              </Title>
              {section.paragraphs.map((p) => (
                <Text key={p} size="sm">
                  {p}
                </Text>
              ))}
            </Stack>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Group justify="flex-end" pt="md" mt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button leftSection={<IconDownload size={16} />} loading={downloading} onClick={download}>
          Download
        </Button>
      </Group>
    </Modal>
  );
}

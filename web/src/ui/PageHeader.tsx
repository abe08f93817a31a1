import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface PageHeaderProps {
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons on the right (e.g. 'Create Role'). */
  actions?: ReactNode;
  /** Where the 'Back' link goes; no link when omitted. */
  backTo?: string;
  backLabel?: string;
  /** Shown left of the title and description (e.g. a provider's profile picture). */
  media?: ReactNode;
}

/** The title row of every screen: optional back link, the page's heading, and its actions. */
export function PageHeader({ title, description, actions, backTo, backLabel = 'Back', media }: PageHeaderProps) {
  const heading = (
    <Title order={1} size="h2">
      {title}
    </Title>
  );
  const subtitle = description && (
    <Text c="dimmed" size="sm">
      {description}
    </Text>
  );
  return (
    <Stack gap={4} mb="md">
      {backTo && (
        <Button
          component={Link}
          to={backTo}
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          w="fit-content"
          px={4}
        >
          {backLabel}
        </Button>
      )}
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        {media ? (
          <Group gap="sm" align="flex-start" wrap="nowrap" miw={0}>
            {media}
            <Stack gap={4} pt="xs" miw={0}>
              {heading}
              {subtitle}
            </Stack>
          </Group>
        ) : (
          heading
        )}
        {/* Shrinks and wraps its buttons on a phone instead of pushing the page sideways. */}
        {actions && (
          <Group gap="xs" wrap="wrap" miw={0} style={{ flexShrink: 1 }}>
            {actions}
          </Group>
        )}
      </Group>
      {!media && subtitle}
    </Stack>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled group of a form's fields (a facility's Details, Address, Contacts), with an optional hint below the title. */
export function FormSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const heading = (
    <Title order={2} size="h4">
      {title}
    </Title>
  );
  return (
    <Stack gap="md">
      {hint ? (
        <div>
          {heading}
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </div>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
}

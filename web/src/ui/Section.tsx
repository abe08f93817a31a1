import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of a screen (Sub-folders, Forms, Documents): a section with its level-2 heading. */
export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's parts are level-2 headings; the parts of the denser payment and report item screens are level 3. */
const HEADINGS = { 2: { size: 'h4', gap: 'xs' }, 3: { size: 'h5', gap: 'sm' } } as const;

export interface PanelProps {
  /** The part's heading; none for the card of a record's own fields. */
  title?: ReactNode;
  level?: 2 | 3;
  /** Buttons beside the heading (e.g. a download). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A bordered card of a record's screen: its fields, or a titled part of it (Receipts, History, Notes). */
export function Panel({ title, level = 2, actions, children }: PanelProps) {
  const { size, gap } = HEADINGS[level];
  return (
    <Paper withBorder p="md" radius="sm">
      {title && (
        <Group justify="space-between" wrap="wrap" mb={gap}>
          <Title order={level} size={size}>
            {title}
          </Title>
          {actions}
        </Group>
      )}
      {children}
    </Paper>
  );
}

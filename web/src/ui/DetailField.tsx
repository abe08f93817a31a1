import { SimpleGrid, type SimpleGridProps, Stack, Text } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';

export interface DetailFieldProps {
  label: ReactNode;
  children?: ReactNode;
  /** Shown when the value is missing (null, undefined or ''); '-' by default. */
  empty?: string;
}

const isEmpty = (v: ReactNode) => v === null || v === undefined || v === '' || v === false;

/** Whether a field is inside a DetailGrid's list; one on its own is a list of one pair. */
const InList = createContext(false);

/** One read-only value under its label, as a description-list pair; long text wraps. */
export function DetailField({ label, children, empty = '-' }: DetailFieldProps) {
  const inList = useContext(InList);
  return (
    <Stack component={inList ? 'div' : 'dl'} gap={2} miw={0} m={0}>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text
        component="dd"
        size="sm"
        m={0}
        c={isEmpty(children) ? 'dimmed' : undefined}
        style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        {isEmpty(children) ? empty : children}
      </Text>
    </Stack>
  );
}

/** Read-only fields in a responsive grid (one column on phones). */
export function DetailGrid({ children, cols = { base: 1, sm: 2, md: 4 }, ...rest }: SimpleGridProps) {
  return (
    <SimpleGrid component="dl" cols={cols} spacing="lg" verticalSpacing="md" m={0} {...rest}>
      <InList.Provider value={true}>{children}</InList.Provider>
    </SimpleGrid>
  );
}

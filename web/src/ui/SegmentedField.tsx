import { SegmentedControl, type SegmentedControlProps, Stack, Text } from '@mantine/core';

/** A form's choice between a few options as a segmented control, under a visible label that also names it. */
export function SegmentedField({ label, ...props }: SegmentedControlProps & { label: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl aria-label={label} {...props} />
    </Stack>
  );
}

import { Checkbox, Fieldset, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { PERMISSION_GROUPS, type PermissionGroup } from '@portal/contracts';
import { type ReactNode, useId } from 'react';
import { groupState, setGroup, toggleGroup } from './permissionSelection.ts';

export interface PermissionPickerProps {
  /** The chosen permission values. */
  value: string[];
  onChange: (value: string[]) => void;
  /** Shown under the picker (e.g. 'Choose at least one permission'). */
  error?: ReactNode;
  /** The catalogue to show; defaults to the contracts' PERMISSION_GROUPS. */
  groups?: PermissionGroup[];
  label?: ReactNode;
  disabled?: boolean;
}

/** Permissions grouped by module: one checkbox group per module, each with a 'Select all' checkbox. */
export function PermissionPicker({
  value,
  onChange,
  error,
  groups = PERMISSION_GROUPS,
  label = 'Permissions',
  disabled = false,
}: PermissionPickerProps) {
  const id = useId();
  return (
    <Stack gap="xs" role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
      <Text fw={500} size="sm" id={`${id}-label`}>
        {label}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {groups.map((group) => {
          const { all, some } = groupState(group, value);
          return (
            <Fieldset key={group.module} legend={group.label} p="sm" disabled={disabled}>
              <Checkbox
                label="Select all"
                aria-label={`Select all ${group.label}`}
                checked={all}
                indeterminate={some && !all}
                onChange={() => onChange(toggleGroup(group, value))}
                mb="xs"
                fw={500}
              />
              <Checkbox.Group
                aria-label={group.label}
                value={value.filter((v) => group.permissions.some((p) => p.value === v))}
                onChange={(chosen) => onChange(setGroup(group, value, chosen))}
              >
                <Stack gap={6} pl="md">
                  {group.permissions.map((p) => (
                    <Checkbox key={p.value} value={p.value} label={p.label} />
                  ))}
                </Stack>
              </Checkbox.Group>
            </Fieldset>
          );
        })}
      </SimpleGrid>
      {error && <Input.Error id={`${id}-error`}>{error}</Input.Error>}
    </Stack>
  );
}

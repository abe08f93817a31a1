import { Select, type SelectProps } from '@mantine/core';
import type { PickListKind } from '@portal/contracts';
import { type ListNames, type LoadedList, listSelectProps } from '../../../ui/listSelect.ts';
import { PickListManager } from './PickListManager.tsx';

const NAMES: Record<Exclude<PickListKind, 'insurance-provider'>, ListNames> = {
  client: { one: 'a client', many: 'clients' },
  vms: { one: 'a VMS', many: 'VMS' },
  'job-type': { one: 'a job type', many: 'job types' },
  school: { one: 'a school', many: 'schools' },
};

export interface PickListSelectProps extends Omit<SelectProps, 'data' | 'placeholder' | 'nothingFoundMessage'> {
  kind: keyof typeof NAMES;
  choices: LoadedList;
}

/**
 * An optional choice from a staff-kept pick list (clients, VMS, job types, schools): searchable, clearable, with the
 * 'Manage list' button beside it for staff allowed to edit the list.
 */
export function PickListSelect({ kind, choices, ...props }: PickListSelectProps) {
  return (
    <Select
      {...listSelectProps(NAMES[kind], choices)}
      inputContainer={(input) => <PickListManager kind={kind}>{input}</PickListManager>}
      {...props}
    />
  );
}

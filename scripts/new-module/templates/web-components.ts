import type { Names } from '../names.ts';

/** components/<Pascal>Table.tsx, after FacilitiesTable.tsx: search, status filter, sort, row actions. */
export const table = (n: Names) => `import type { ${n.singularPascal} } from '@portal/contracts';
import { useMemo } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { formatDate } from '../../../ui/format.ts';
import { ArchiveStatusFilter } from '../../../ui/ListFilter.tsx';
import { listTable } from '../../../ui/listTable.ts';
import { archiveAction, viewAndEditActions } from '../../../ui/recordActions.tsx';
import { actionsColumn } from '../../../ui/RowActions.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { linkColumn } from '../../../ui/tableColumns.tsx';
import { useListState } from '../../../ui/useListState.ts';
import { type ${n.singularPascal}SortBy, useList${n.pascal}Query } from '../api.ts';
import { ${n.constant}_PATHS } from '../paths.ts';
import { use${n.singularPascal}StatusAction } from './use${n.singularPascal}StatusAction.tsx';

/**
 * The ${n.lower} list: search by name, filter by status (kept with the list's state), sort by name or creation
 * date; view, edit ('edit-${n.kebab}') and archive or reinstate ('archive-${n.kebab}').
 */
export function ${n.pascal}Table() {
  const prefix = useRolePrefix();
  const list = useListState<${n.singularPascal}SortBy>('${n.kebab}', {
    sort: { sortBy: 'createdAt', sortDirection: 1 },
    filters: { status: 'active' },
  });
  const table = listTable(list, useList${n.pascal}Query({ prefix, ...list.request }), {
    noRecordsText: 'No ${n.lower} found',
    searchPlaceholder: 'Search by name',
  });
  const changeStatus = use${n.singularPascal}StatusAction();

  const columns = useMemo<DataTableColumn<${n.singularPascal}>[]>(
    () => [
      linkColumn<${n.singularPascal}>('name', 'Name', (r) => ({ to: ${n.constant}_PATHS.view(r._id), text: r.name })),
      { accessor: 'status', title: 'Status', render: (r) => <StatusBadge status={r.status} /> },
      { accessor: 'createdAt', title: 'Created', sortable: true, render: (r) => formatDate(r.createdAt) },
      actionsColumn((r) => ({
        name: r.name,
        actions: [
          ...viewAndEditActions(${n.constant}_PATHS, r._id, { scope: ['edit-${n.kebab}'] }),
          archiveAction(r.status !== 'active', {
            scope: ['archive-${n.kebab}'],
            onClick: () => changeStatus(r),
          }),
        ],
      })),
    ],
    [changeStatus],
  );

  return (
    <DataTable<${n.singularPascal}, ${n.singularPascal}SortBy>
      {...table}
      columns={columns}
      toolbar={<ArchiveStatusFilter list={list} />}
    />
  );
}
`;

/** components/use<SingularPascal>StatusAction.tsx, after useFacilityStatusAction.tsx. */
export const statusAction = (
  n: Names,
) => `import { ${n.constant}_MESSAGES, type ${n.singularPascal} } from '@portal/contracts';
import { useCallback } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { confirmArchive } from '../../../ui/confirmArchive.tsx';
import { useArchive${n.singularPascal}Mutation, useReinstate${n.singularPascal}Mutation } from '../api.ts';

/** Asks, then archives an active ${n.singularLower} or reinstates an archived one, and toasts the server's message. */
export function use${n.singularPascal}StatusAction(): (record: Pick<${n.singularPascal}, '_id' | 'name' | 'status'>) => void {
  const prefix = useRolePrefix();
  const [archive] = useArchive${n.singularPascal}Mutation();
  const [reinstate] = useReinstate${n.singularPascal}Mutation();

  return useCallback(
    (record) => {
      const archiving = record.status === 'active';
      confirmArchive({
        noun: '${n.singularLower}',
        archiving,
        name: record.name,
        effect: archiving
          ? 'It will move to the archived ${n.lower} and can be reinstated later.'
          : 'It will be listed with the active ${n.lower} again.',
        run: () => (archiving ? archive : reinstate)({ prefix, id: record._id }).unwrap(),
        doneMessage: archiving ? ${n.constant}_MESSAGES.archived : ${n.constant}_MESSAGES.reinstated,
      });
    },
    [prefix, archive, reinstate],
  );
}
`;

/** components/<SingularPascal>Form.tsx, after FacilityForm.tsx: checked by the contract's input schema. */
export const form = (n: Names) => `import { Stack, Textarea } from '@mantine/core';
import { type ${n.singularPascal}, ${n.singularCamel}InputSchema } from '@portal/contracts';
import type { z } from 'zod';
import { FormFooter } from '../../../ui/FormActions.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useSchemaForm } from '../../../ui/useSchemaForm.ts';
import { useServerSubmit } from '../../../ui/useServerSubmit.ts';
import { ${n.singularCamel}FormValues } from '../${n.singularCamel}Form.ts';

type ${n.singularPascal}Body = z.output<typeof ${n.singularCamel}InputSchema>;

interface ${n.singularPascal}FormProps {
  /** The ${n.singularLower} being edited; a new one when omitted. */
  record?: ${n.singularPascal};
  /** Sends the body; a rejected promise with the API error puts its field errors beside the fields. */
  onSubmit: (body: ${n.singularPascal}Body) => Promise<unknown>;
  onCancel: () => void;
}

/** A ${n.singularLower}'s name and description. Used by the add and edit screens. */
export function ${n.singularPascal}Form({ record, onSubmit, onCancel }: ${n.singularPascal}FormProps) {
  const form = useSchemaForm(${n.singularCamel}InputSchema, ${n.singularCamel}FormValues(record));
  const { submitting, formError, send } = useServerSubmit(form, onSubmit, { conflictField: 'name' });

  return (
    <form onSubmit={form.onSubmit(send)} noValidate>
      <Stack gap="md">
        <TextField form={form} name="name" label="Name" withAsterisk maxLength={200} disabled={submitting} />
        <Textarea
          label="Description"
          autosize
          minRows={3}
          maxLength={2000}
          disabled={submitting}
          {...form.getInputProps('description')}
        />
        <FormFooter error={formError} submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
`;

/** components/<SingularPascal>Details.tsx, after FacilityDetails.tsx: the record's read-only fields. */
export const details = (n: Names) => `import type { ${n.singularPascal} } from '@portal/contracts';
import { DetailField, DetailGrid } from '../../../ui/DetailField.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { Panel } from '../../../ui/Panel.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';

/** The fields of a ${n.singularLower}'s screen. */
export function ${n.singularPascal}Details({ record }: { record: ${n.singularPascal} }) {
  return (
    <Panel>
      <DetailGrid>
        <DetailField label="Name">{record.name}</DetailField>
        <DetailField label="Status">
          <StatusBadge status={record.status} />
        </DetailField>
        <DetailField label="Created">{formatDateTime(record.createdAt)}</DetailField>
        <DetailField label="Updated">{formatDateTime(record.updatedAt)}</DetailField>
      </DetailGrid>
      <DetailGrid cols={1} mt="sm">
        <DetailField label="Description">{record.description}</DetailField>
      </DetailGrid>
    </Panel>
  );
}
`;

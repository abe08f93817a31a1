import { Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  HOLIDAY_MESSAGES,
  type Holiday,
  type HolidayInput,
  holidayInputSchema,
  monthOfDay,
  todayIn,
} from '@portal/contracts';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { toastSuccess } from '../../../lib/toast.ts';
import { FormFooter } from '../../../ui/FormActions.tsx';
import { formatDay } from '../../../ui/format.ts';
import { LoadingCard } from '../../../ui/NotFoundCard.tsx';
import { deleteAction, RowActions } from '../../../ui/RowActions.tsx';
import { SimpleTable } from '../../../ui/SimpleTable.tsx';
import { useSchemaForm } from '../../../ui/useSchemaForm.ts';
import { useServerSubmit } from '../../../ui/useServerSubmit.ts';
import { YearSelect } from '../../../ui/YearSelect.tsx';
import {
  useAddHolidayMutation,
  useDeleteHolidayMutation,
  useListHolidaysQuery,
  useRenameHolidayMutation,
} from '../holidaysApi.ts';

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
/** 'Thursday' for '2026-07-02' (a calendar day, no time-zone shift). */
const weekdayOf = (day: string) => WEEKDAY.format(new Date(`${day}T00:00:00Z`));

interface HolidayFormProps {
  /** The holiday being renamed; none when adding. */
  holiday: Holiday | null;
  /** The day a new holiday starts on (the first of the year shown). */
  year: number;
  onDone: () => void;
}

/** Add a holiday (day and name) or rename one (its day stays); messages beside the fields. */
function HolidayForm({ holiday, year, onDone }: HolidayFormProps) {
  const [add] = useAddHolidayMutation();
  const [rename] = useRenameHolidayMutation();
  const form = useSchemaForm<HolidayInput, HolidayInput>(holidayInputSchema, {
    day: holiday?.day ?? `${year}-01-01`,
    name: holiday?.name ?? '',
  });
  const { submitting, formError, send } = useServerSubmit(
    form,
    async (values: HolidayInput) => {
      const res = holiday
        ? await rename({ day: holiday.day, body: { name: values.name } }).unwrap()
        : await add({ body: values }).unwrap();
      toastSuccess(res.message ?? (holiday ? HOLIDAY_MESSAGES.renamed : HOLIDAY_MESSAGES.added));
      onDone();
    },
    { conflictField: 'day' },
  );
  const submit = form.onSubmit(send);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          type="date"
          label="Date"
          withAsterisk
          disabled={holiday !== null}
          description={holiday ? 'To move a holiday, delete it and add it on its new day.' : undefined}
          {...form.getInputProps('day')}
        />
        <TextInput label="Name" withAsterisk maxLength={100} data-autofocus {...form.getInputProps('name')} />
        <FormFooter error={formError} submitting={submitting} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/**
 * The holiday calendar of one year (super admins): each listed day takes the holiday rates. Add, rename, and delete
 * after a confirmation.
 */
export function HolidayCalendar() {
  const [year, setYear] = useState(() => monthOfDay(todayIn()).year);
  const { data, isLoading, isFetching } = useListHolidaysQuery({ year });
  const [remove] = useDeleteHolidayMutation();
  /** null: closed; 'new': adding; a holiday: renaming it. */
  const [editing, setEditing] = useState<Holiday | 'new' | null>(null);
  const holidays = data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <YearSelect value={year} onChange={(y) => y && setYear(y)} allowDeselect={false} w={140} />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          Add Holiday
        </Button>
      </Group>
      {isLoading ? (
        <LoadingCard />
      ) : holidays.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No holidays listed for {year}. Add the days that take the holiday rates.
        </Text>
      ) : (
        <SimpleTable
          head={['Date', { label: 'Day of the week', visibleFrom: 'sm' }, 'Name', { label: 'Actions', right: true }]}
          minWidth={300}
          withTableBorder
          striped
          stripedColor="#D4EEFA"
          verticalSpacing="xs"
          aria-label={`Holidays of ${year}`}
          aria-busy={isFetching}
        >
          {holidays.map((h) => (
            <Table.Tr key={h.day}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(h.day)}</Table.Td>
              <Table.Td visibleFrom="sm">{weekdayOf(h.day)}</Table.Td>
              <Table.Td>{h.name}</Table.Td>
              <Table.Td>
                <RowActions
                  name={h.name}
                  actions={[
                    { label: 'Edit', icon: <IconEdit size={18} aria-hidden />, onClick: () => setEditing(h) },
                    deleteAction({
                      title: 'Delete holiday',
                      message: `Delete ${h.name} on ${formatDay(h.day)}? That day will no longer take the holiday rates.`,
                      onConfirm: async () => {
                        const res = await remove({ day: h.day }).unwrap();
                        toastSuccess(res.message ?? HOLIDAY_MESSAGES.deleted);
                      },
                    }),
                  ]}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </SimpleTable>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Add Holiday' : 'Edit Holiday'}
        centered
      >
        {editing !== null && (
          <HolidayForm holiday={editing === 'new' ? null : editing} year={year} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Stack>
  );
}

import { HOLIDAY_API } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf } from '../../lib/endpoint.ts';

const TAG = 'Holiday' as const;
const E = HOLIDAY_API;
/** The cache tag of one year's holidays. */
const yearOf = (day: string) => [{ type: TAG, id: Number(day.slice(0, 4)) }];

/** The holiday calendar (super admins only): which days take the holiday rates. */
const holidaysApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    listHolidays: build.query(
      queryOf(E.list, {
        providesTags: (_r: unknown, _e: unknown, { year }: { year: number }) => [{ type: TAG, id: year }],
      }),
    ),
    /** 201 'Holiday added successfully'; 400 and 409 are shown by the form. */
    addHoliday: build.mutation(
      mutationOf(E.add, {
        silent: [400, 409],
        invalidatesTags: (_r: unknown, e: unknown, { body }: { body: { day: string } }) => (e ? [] : yearOf(body.day)),
      }),
    ),
    /** Renames it; 400 is shown by the form. */
    renameHoliday: build.mutation(
      mutationOf(E.rename, {
        silent: [400],
        invalidatesTags: (_r: unknown, e: unknown, { day }: { day: string }) => (e ? [] : yearOf(day)),
      }),
    ),
    deleteHoliday: build.mutation(
      mutationOf(E.remove, {
        invalidatesTags: (_r: unknown, e: unknown, { day }: { day: string }) => (e ? [] : yearOf(day)),
      }),
    ),
  }),
});

export const { useListHolidaysQuery, useAddHolidayMutation, useRenameHolidayMutation, useDeleteHolidayMutation } =
  holidaysApi;

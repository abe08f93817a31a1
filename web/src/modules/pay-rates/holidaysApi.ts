import type { Holiday, HolidayInput, Ok } from '@portal/contracts';
import { api } from '../../app/api.ts';

const TAG = 'Holiday' as const;
const base = '/super-admin/holidays';

/** The holiday calendar (super admins only): which days take the holiday rates. */
export const holidaysApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /super-admin/holidays?year= */
    listHolidays: build.query<Holiday[], { year: number }>({
      query: ({ year }) => ({ url: base, params: { year } }),
      transformResponse: (res: Ok<Holiday[]>) => res.data,
      providesTags: (_r, _e, { year }) => [{ type: TAG, id: year }],
    }),
    /** POST /super-admin/holidays: 201 'Holiday added successfully'; 400 and 409 are shown by the form. */
    addHoliday: build.mutation<Ok<Holiday>, HolidayInput>({
      query: (body) => ({ url: base, method: 'POST', body, silent: [400, 409] }),
      invalidatesTags: (_r, e, { day }) => (e ? [] : [{ type: TAG, id: Number(day.slice(0, 4)) }]),
    }),
    /** PUT /super-admin/holidays/{day}: renames it. */
    renameHoliday: build.mutation<Ok<Holiday>, Holiday>({
      query: ({ day, name }) => ({
        url: `${base}/${encodeURIComponent(day)}`,
        method: 'PUT',
        body: { name },
        silent: [400],
      }),
      invalidatesTags: (_r, e, { day }) => (e ? [] : [{ type: TAG, id: Number(day.slice(0, 4)) }]),
    }),
    /** DELETE /super-admin/holidays/{day} */
    deleteHoliday: build.mutation<Ok<null>, { day: string }>({
      query: ({ day }) => ({ url: `${base}/${encodeURIComponent(day)}`, method: 'DELETE' }),
      invalidatesTags: (_r, e, { day }) => (e ? [] : [{ type: TAG, id: Number(day.slice(0, 4)) }]),
    }),
  }),
});

export const { useListHolidaysQuery, useAddHolidayMutation, useRenameHolidayMutation, useDeleteHolidayMutation } =
  holidaysApi;

export const HOLIDAYS_PATH = '/holidays-listing';

import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';

/** The holiday calendar (super admins): a listed day takes the holiday rates. */
const holidayDay = z.iso.date('Enter a valid date (YYYY-MM-DD)');
const holidayName = z
  .string('Enter the holiday name')
  .trim()
  .min(1, 'Enter the holiday name')
  .max(100, 'The holiday name is at most 100 characters');
export const holidaySchema = z.object({ day: z.string(), name: z.string() });
export type Holiday = z.infer<typeof holidaySchema>;
export const holidayInputSchema = z.object({ day: holidayDay, name: holidayName });
export type HolidayInput = z.input<typeof holidayInputSchema>;
export const holidayRenameSchema = z.object({ name: holidayName });
export const holidayDayParamSchema = z.object({ day: holidayDay });
export const holidayYearQuerySchema = z.object({
  year: z.coerce.number('Enter a year').int('Enter a year').min(1900, 'Enter a year').max(2200, 'Enter a year'),
});
export const HOLIDAY_MESSAGES = {
  added: 'Holiday added successfully',
  renamed: 'Holiday updated successfully',
  deleted: 'Holiday deleted successfully',
  exists: 'A holiday is already listed on this day',
  notFound: 'Holiday not found',
} as const;

const H = '/holidays';
const superAdmin = { superAdmin: true } as const;

/** The holiday calendar's endpoints (super admins only, under /api/super-admin). */
export const HOLIDAY_API = /*#__PURE__*/ defineEndpoints('holidays', {
  list: {
    method: 'GET',
    path: H,
    access: superAdmin,
    summary: 'The holidays of a year',
    query: holidayYearQuerySchema,
    response: z.array(holidaySchema),
  },
  add: {
    method: 'POST',
    path: H,
    access: superAdmin,
    summary: 'Add a holiday (409 when the day is already listed)',
    body: holidayInputSchema,
    response: holidaySchema,
    status: 201,
  },
  rename: {
    method: 'PUT',
    path: `${H}/:day`,
    access: superAdmin,
    summary: 'Rename the holiday of a day',
    params: holidayDayParamSchema,
    body: holidayRenameSchema,
    response: holidaySchema,
  },
  remove: {
    method: 'DELETE',
    path: `${H}/:day`,
    access: superAdmin,
    summary: 'Delete the holiday of a day',
    response: z.null(),
    params: holidayDayParamSchema,
  },
});

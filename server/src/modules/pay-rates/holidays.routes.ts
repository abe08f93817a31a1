import {
  HOLIDAY_MESSAGES,
  holidayDayParamSchema,
  holidayInputSchema,
  holidayRenameSchema,
  holidaySchema,
  holidayYearQuerySchema,
  okSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type StaffFamily, staff } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { ok } from '../../platform/http.ts';
import * as holidays from './holidays.service.ts';

const tags = ['holidays'];
const P = '/holidays';
/** Super admins only: the routes exist under /api/super-admin, not under the icon users' prefix. */
const SUPER_ADMIN = staff('superAdmin', 'holidays');

export const holidaysRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  if (family !== 'superAdmin') return;

  app.get(
    P,
    {
      config: SUPER_ADMIN,
      schema: {
        tags,
        summary: 'The holidays of a year',
        querystring: holidayYearQuerySchema,
        response: { 200: okSchema(z.array(holidaySchema)) },
      },
    },
    async (req) => ok(await holidays.listHolidays(ctxOf(req), req.query.year)),
  );

  app.post(
    P,
    {
      config: SUPER_ADMIN,
      schema: {
        tags,
        summary: 'Add a holiday (409 when the day is already listed)',
        body: holidayInputSchema,
        response: { 201: okSchema(holidaySchema) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await holidays.addHoliday(ctxOf(req), req.body), HOLIDAY_MESSAGES.added)),
  );

  app.put(
    `${P}/:day`,
    {
      config: SUPER_ADMIN,
      schema: {
        tags,
        summary: 'Rename the holiday of a day',
        params: holidayDayParamSchema,
        body: holidayRenameSchema,
        response: { 200: okSchema(holidaySchema) },
      },
    },
    async (req) =>
      ok(await holidays.renameHoliday(ctxOf(req), req.params.day, req.body.name), HOLIDAY_MESSAGES.renamed),
  );

  app.delete(
    `${P}/:day`,
    {
      config: SUPER_ADMIN,
      schema: { tags, summary: 'Delete the holiday of a day', params: holidayDayParamSchema },
    },
    async (req) => {
      await holidays.deleteHoliday(ctxOf(req), req.params.day);
      return ok(null, HOLIDAY_MESSAGES.deleted);
    },
  );
};

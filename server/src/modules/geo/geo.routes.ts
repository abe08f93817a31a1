import { okSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTHENTICATED } from '../../platform/access.ts';
import { ok } from '../../platform/http.ts';
import * as geo from './geo.service.ts';

const tags = ['reference'];
const code = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,6}$/, 'Use an ISO code such as US or TX');

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const countryList = geo.countries();
  const zoneList = geo.timezones();

  app.get(
    '/list-countries',
    {
      config: AUTHENTICATED,
      schema: {
        tags,
        summary: 'Countries (ISO 3166-1)',
        response: { 200: okSchema(z.array(z.object({ code: z.string(), name: z.string() }))) },
      },
    },
    async () => ok(countryList),
  );

  app.get(
    '/list-states',
    {
      config: AUTHENTICATED,
      schema: {
        tags,
        summary: 'States of a country (default US)',
        querystring: z.object({ country: code.default('US') }),
        response: { 200: okSchema(z.array(z.object({ code: z.string(), name: z.string() }))) },
      },
    },
    async (req) => ok(geo.states(req.query.country)),
  );

  app.get(
    '/list-counties',
    {
      config: AUTHENTICATED,
      schema: {
        tags,
        summary: 'US counties of a state',
        querystring: z.object({ state: code }),
        response: { 200: okSchema(z.array(z.object({ name: z.string(), fips: z.string() }))) },
      },
    },
    async (req) => ok(geo.counties(req.query.state)),
  );

  app.get(
    '/list-cities',
    {
      config: AUTHENTICATED,
      schema: {
        tags,
        summary: `Cities of one state, searched; at most ${geo.CITY_LIMIT}`,
        querystring: z.object({
          country: code.default('US'),
          state: code,
          search: z.string().trim().max(100).optional(),
        }),
        response: { 200: okSchema(z.array(z.object({ name: z.string() }))) },
      },
    },
    async (req) => ok(geo.cities(req.query.country, req.query.state, req.query.search)),
  );

  app.get(
    '/list-timezones',
    {
      config: AUTHENTICATED,
      schema: {
        tags,
        summary: 'IANA time zones with their current UTC offset',
        response: { 200: okSchema(z.array(z.object({ value: z.string(), label: z.string() }))) },
      },
    },
    async () => ok(zoneList),
  );
};

import { GEO_API } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import * as geo from './geo.service.ts';

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const E = GEO_API;
  const countryList = geo.countries();
  const zoneList = geo.timezones();

  serve(app, 'api', E.countries, async () => ok(countryList));
  serve(app, 'api', E.states, async (req) => ok(geo.states(req.query.country)));
  serve(app, 'api', E.counties, async (req) => ok(geo.counties(req.query.state)));
  serve(app, 'api', E.cities, async (req) => ok(geo.cities(req.query.country, req.query.state, req.query.search)));
  serve(app, 'api', E.timezones, async () => ok(zoneList));
};

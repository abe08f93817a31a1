import { GEO_API } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import * as geo from './geo.service.ts';

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const E = GEO_API;
  // Both made at the first request that needs them, not while the portal starts (where they cost most of a second).
  let countryList: ReturnType<typeof geo.countries> | undefined;
  let zoneList: ReturnType<typeof geo.timezones> | undefined;

  serve(app, 'api', E.countries, async () => {
    countryList ??= geo.countries();
    return ok(await countryList);
  });
  serve(app, 'api', E.states, async (req) => ok(await geo.states(req.query.country)));
  serve(app, 'api', E.counties, async (req) => ok(geo.counties(req.query.state)));
  serve(app, 'api', E.cities, async (req) =>
    ok(await geo.cities(req.query.country, req.query.state, req.query.search)),
  );
  serve(app, 'api', E.timezones, async () => {
    zoneList ??= geo.timezones();
    return ok(await zoneList);
  });
};

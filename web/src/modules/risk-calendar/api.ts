import type { Ok, RiskCalendar } from '@portal/contracts';
import { api } from '../../app/api.ts';

export interface RiskRequest {
  prefix: string;
  days?: number;
  from?: string;
  to?: string;
  facilityId?: string;
  providerId?: string;
}

export const riskCalendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /{prefix}/risk-calendar */
    riskCalendar: build.query<RiskCalendar, RiskRequest>({
      query: ({ prefix, ...params }) => ({
        url: `/${prefix}/risk-calendar`,
        params: Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')),
      }),
      transformResponse: (res: Ok<RiskCalendar>) => res.data,
    }),
  }),
});

export const { useRiskCalendarQuery } = riskCalendarApi;

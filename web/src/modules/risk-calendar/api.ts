import { RISK_CALENDAR_API } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { queryOf } from '../../lib/endpoint.ts';

const riskCalendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The window's items (days, or from and to), optionally of one facility or provider. */
    riskCalendar: build.query(queryOf(RISK_CALENDAR_API.get)),
  }),
});

export const { useRiskCalendarQuery } = riskCalendarApi;

import { createPortalClient } from '../src/index.ts';

/** The README's example: approved time sheets, newest period first, read with an API key. */
export async function printApprovedTimesheets(baseUrl: string, apiKey: string) {
  const portal = createPortalClient({ baseUrl, apiKey });
  const { data, error } = await portal.POST('/api/icon-users/time-sheet/all', {
    params: { query: { page: 1, pageSize: 50 } },
    body: { filters: { status: 'approved' }, sortBy: 'period', sortDirection: 1 },
  });
  if (error) throw new Error(error.message);
  for (const s of data.data.data) console.log(s.provider.lastName, s.facility.name, s.payPeriod.startDate);
}

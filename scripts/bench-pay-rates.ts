/**
 * Pay rates on the benchmark data set: `seedBenchPayRates` gives every benchmark assignment a pay rate
 * (set-based, idempotent), one in five with a second, pending version; `PAY_RATE_SCENARIOS` are the pay rate list
 * requests `npm run bench` measures beside the same SQL replayed bare (first page, a search, filters).
 */

/** Runs one labelled statement and prints its row count and time (seed-bench.ts's `step`). */
export type SeedStep = (label: string, sql: string) => Promise<void>;

/** One set of rates as the JSONB the portal stores: integer cents per key, from a pay and a bill amount. */
const rateSet = (pay: string, bill: string) =>
  `jsonb_build_object(${['worked', 'evening-on-call-pager', '24-hour-pager-call', 'in-house-call']
    .map((key, i) => `'${key}', jsonb_build_object('PayRate', (${pay}) / ${i + 1}, 'BillRate', (${bill}) / ${i + 1})`)
    .join(', ')})`;

/** Regular rates always; weekend rates on half the assignments, holiday rates on a quarter (spec 9's pick rule). */
const ratesOf = (h: string) => `jsonb_build_object(
  'regularRates', ${rateSet(`11000 + (${h}) % 4000`, `15000 + (${h}) % 5000`)},
  'weekendRates', CASE WHEN (${h}) % 2 = 0 THEN ${rateSet(`12000 + (${h}) % 4000`, `16500 + (${h}) % 5000`)}
                  ELSE ${rateSet('0', '0')} END,
  'holidayRates', CASE WHEN (${h}) % 4 = 0 THEN ${rateSet(`16000 + (${h}) % 4000`, `22000 + (${h}) % 5000`)}
                  ELSE ${rateSet('0', '0')} END)`;

/**
 * A rate for each benchmark assignment from its start (approved for 80% of them, open-ended), and for one in five a
 * second, pending version from 45 days after the start (the first then ends the day before). Deterministic ids
 * (md5 of the assignment), so a second run adds nothing.
 */
export async function seedBenchPayRates(step: SeedStep) {
  const h = 'abs(hashtext(a.id::text))';
  await step(
    'pay rates',
    `INSERT INTO pay_rates (id, assignment_id, provider_id, facility_id, effective_from, effective_to, status, version,
                            rates, approved_at, approved_by, created_at)
     SELECT md5('bench-payrate-' || a.id)::uuid, a.id, a.provider_id, a.facility_id, a.start_date,
            CASE WHEN ${h} % 5 = 0 THEN a.start_date + 44 END,
            CASE WHEN ${h} % 5 = 0 OR ${h} % 10 <> 3 THEN 'approved' ELSE 'pending' END, 1,
            ${ratesOf(h)},
            CASE WHEN ${h} % 5 = 0 OR ${h} % 10 <> 3 THEN a.start_date::timestamptz END,
            CASE WHEN ${h} % 5 = 0 OR ${h} % 10 <> 3 THEN 'Bench' END,
            a.start_date::timestamptz - interval '7 days'
     FROM provider_facility_assignments a
     WHERE a.id IN (SELECT md5('bench-assignment-' || i || '-' || k)::uuid
                    FROM generate_series(1, (SELECT count(*) FROM users WHERE email LIKE 'bench.provider.%')) i,
                         generate_series(0, 2) k)
     ON CONFLICT DO NOTHING`,
  );
  await step(
    'pay rates: new versions',
    `INSERT INTO pay_rates (id, assignment_id, provider_id, facility_id, effective_from, effective_to, status, version,
                            previous_id, rates, created_at)
     SELECT md5('bench-payrate-v2-' || r.assignment_id)::uuid, r.assignment_id, r.provider_id, r.facility_id,
            r.effective_to + 1, NULL, 'pending', 2, r.id, r.rates, r.created_at + interval '30 days'
     FROM pay_rates r
     WHERE r.version = 1 AND r.effective_to IS NOT NULL
       AND r.id = md5('bench-payrate-' || r.assignment_id)::uuid
     ON CONFLICT DO NOTHING`,
  );
}

export interface PayRateScenario {
  name: string;
  url: string;
  body: object;
}

const LIST = '/api/super-admin/pay-rate/all?page=1&pageSize=10';

/** The pay rate list as staff open it: first page, a search by provider name, and filters. */
export const PAY_RATE_SCENARIOS: PayRateScenario[] = [
  { name: 'pay rates: first page', url: LIST, body: {} },
  { name: 'pay rates: page 1,000', url: '/api/super-admin/pay-rate/all?page=1000&pageSize=10', body: {} },
  { name: 'pay rates: search provider', url: LIST, body: { search: 'Bench4242' } },
  { name: 'pay rates: search facility', url: LIST, body: { search: 'Bench Facility 17' } },
  { name: 'pay rates: filter pending', url: LIST, body: { filters: { status: 'pending' } } },
  { name: 'pay rates: effective on a day', url: LIST, body: { filters: { effectiveOn: '2024-06-01' } } },
];

/** A scenario filtered by one real facility of the data set (its id is only known once connected). */
export const payRateFacilityScenario = (facilityId: string): PayRateScenario => ({
  name: 'pay rates: one facility',
  url: LIST,
  body: { filters: { facilityId } },
});

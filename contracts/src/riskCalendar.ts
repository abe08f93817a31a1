import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';

/**
 * The risk calendar ("what no competitor has"): everything due in a window that can stop a provider
 * working or being paid, from several sources, each item linking to the record to fix.
 */
export const RISK_KINDS = [
  'assignment-end',
  'document-expiry',
  'malpractice-expiry',
  'held-payment',
  'reappointment',
  'exclusion',
  'licence-expiry',
] as const;
export type RiskKind = (typeof RISK_KINDS)[number];
export const RISK_KIND_LABELS: Record<RiskKind, string> = {
  'assignment-end': 'Assignment ends',
  'document-expiry': 'Document expires',
  'malpractice-expiry': 'Malpractice cover expires',
  'held-payment': 'Payment held',
  reappointment: 'Reappointment due',
  exclusion: 'Provider excluded',
  'licence-expiry': 'Licence expires',
};
export const RISK_KIND_COLOURS: Record<RiskKind, string> = {
  'assignment-end': 'blue',
  'document-expiry': 'orange',
  'malpractice-expiry': 'red',
  'held-payment': 'grape',
  reappointment: 'teal',
  exclusion: 'red',
  'licence-expiry': 'yellow',
};

export const RISK_WINDOWS = [30, 60, 90] as const;
/** A window starting today also lists what already expired in this many days before it (overdue, first). */
export const RISK_OVERDUE_DAYS = 365;

const day = z.iso.date('Enter a valid date (YYYY-MM-DD)');
export const riskQuerySchema = z
  .object({
    /** Either a window in days from today (30/60/90) or an explicit from/to (the month view). */
    days: z.coerce
      .number()
      .int()
      .pipe(z.union([z.literal(30), z.literal(60), z.literal(90)]))
      .optional(),
    from: day.optional(),
    to: day.optional(),
    facilityId: z.uuid().optional(),
    providerId: z.uuid().optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'The end must not be before the start' });
export type RiskQuery = z.infer<typeof riskQuerySchema>;

export const riskItemSchema = z.object({
  date: z.string(),
  kind: z.enum(RISK_KINDS),
  providerId: z.string().nullable(),
  providerName: z.string().nullable(),
  facilityId: z.string().nullable(),
  facilityName: z.string().nullable(),
  title: z.string(),
  /** The web path of the record to fix. */
  link: z.string(),
  /** Its day has passed: already expired, ended or due. */
  overdue: z.boolean(),
});
export type RiskItem = z.infer<typeof riskItemSchema>;

export const riskCalendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(riskItemSchema),
  /** The kinds the caller's permissions let them see. */
  kinds: z.array(z.enum(RISK_KINDS)),
});
export type RiskCalendar = z.infer<typeof riskCalendarSchema>;

/** The staff home page's data: every confirmed staff user, the items their permissions allow. */
export const RISK_CALENDAR_API = /*#__PURE__*/ defineEndpoints('risk-calendar', {
  get: {
    method: 'GET',
    path: '/risk-calendar',
    access: { staff: '*' },
    summary: 'Assignment ends, document and malpractice expiries, held payments and reappointments in a window',
    query: riskQuerySchema,
    response: riskCalendarSchema,
  },
});

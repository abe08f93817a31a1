import {
  displayDay,
  NPI_CHECK_STATUS_LABELS,
  type ReviewItem,
  todayIn,
  usStateOf,
  VERIFICATION_SOURCES,
} from '@portal/contracts';
import type { npiStanding } from '../../compliance/index.ts';
import type { stateLicencesIn } from './review.repo.ts';

type Finding = Pick<ReviewItem, 'finding' | 'blocked' | 'suggestedSource'>;
type NpiStanding = Awaited<ReturnType<typeof npiStanding>>;
type StateLicences = Awaited<ReturnType<typeof stateLicencesIn>>;

const dayOf = (at: Date | string) => displayDay(todayIn(null, new Date(at)));

/** The facility's state as a licence keeps it (two-letter code), whether the facility wrote a code or a name. */
export const licenceStateOf = (facilityState: string | null) =>
  facilityState ? (usStateOf(facilityState) ?? facilityState.trim().toUpperCase()) : null;

/** What the NPI registry said of the provider's NPI: a verified or accepted check suggests its source. */
export function npiFinding(standing: NpiStanding): Finding {
  if (!standing) return { finding: 'No NPI registry check yet', blocked: null, suggestedSource: null };
  const label = NPI_CHECK_STATUS_LABELS[standing.status];
  const when = standing.checkedAt ? dayOf(standing.checkedAt) : null;
  if (standing.status === 'verified' || standing.status === 'accepted')
    return {
      finding: `NPI ${standing.npi}: ${label}${when ? ` (checked ${when})` : ''}`,
      blocked: null,
      suggestedSource: `NPPES NPI registry${when ? `, checked ${when}` : ''}`,
    };
  if (standing.status === 'differences')
    return {
      finding: `NPI ${standing.npi}: ${label}`,
      blocked: 'The NPI registry check has differences to review first',
      suggestedSource: null,
    };
  return { finding: `NPI ${standing.npi}: ${label}`, blocked: null, suggestedSource: null };
}

/** The provider's live licences in the facility's state: a verified one suggests its number and source. */
export function licenceFinding(state: string | null, held: StateLicences): Finding {
  if (!state) return { finding: 'The facility has no state', blocked: null, suggestedSource: null };
  const verified = held.find((l) => l.status === 'active' && l.verifiedAt);
  if (verified?.verifiedAt) {
    const source = verified.source ? VERIFICATION_SOURCES[verified.source] : 'verified';
    return {
      finding: `${state} licence ${verified.number}, valid until ${displayDay(verified.expiresOn)}`,
      blocked: null,
      suggestedSource: `${source}, licence ${verified.number} verified ${dayOf(verified.verifiedAt)}`,
    };
  }
  const pending = held[0];
  return pending
    ? { finding: `${state} licence ${pending.number} not verified yet`, blocked: null, suggestedSource: null }
    : { finding: `No ${state} licence on file`, blocked: null, suggestedSource: null };
}

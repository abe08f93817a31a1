import { defineEvent } from '../../platform/events.ts';

/** A provider's malpractice cover added or changed (`id`: the cover's); its dates decide holds on payments. */
export interface MalpracticeCoverChange {
  id: string;
  providerId: string;
  change: 'added' | 'updated';
}

export const malpracticeCoverChanged = defineEvent<MalpracticeCoverChange>('malpractice-cover.changed');

/** What a malpractice state rate says. */
export interface StateRateTerms {
  insuranceProviderId: string;
  state: string;
  specialty: string;
  hourlyCents: number;
  effectiveFrom: string;
  effectiveTo: string | null;
}

/** A state rate added, changed or imported (`id`: the rate's), with its terms before (none when new) and after. */
export interface StateRateChange {
  id: string;
  change: 'added' | 'updated' | 'imported';
  before: StateRateTerms | null;
  after: StateRateTerms;
}

export const malpracticeStateRateChanged = defineEvent<StateRateChange>('malpractice-state-rate.changed');

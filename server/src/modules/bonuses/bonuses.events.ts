import type { BonusStatus } from '@portal/contracts';
import { defineEvent, type StatusChange } from '../../platform/events.ts';

/** A bonus's approval (`id`: the bonus's), with its provider and pay period. */
export type BonusChange = StatusChange<BonusStatus> & { id: string; providerId: string; payPeriodId: string };

export const bonusApproved = defineEvent<BonusChange>('bonus.approved');

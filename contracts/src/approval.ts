import { defineWorkflow } from './workflow.ts';

/** Records that only wait for an approval (bonuses, pay rates): pending -> approved, and an approved one is locked. */
export const APPROVAL_STATUSES = ['pending', 'approved'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The approval workflow of one kind of record ('bonus', 'pay rate': its name in refusals). */
export const defineApprovalWorkflow = (entity: string) =>
  defineWorkflow({
    entity,
    statuses: APPROVAL_STATUSES,
    transitions: { approve: { from: ['pending'], to: 'approved' } },
    past: { approve: 'approved' },
  });

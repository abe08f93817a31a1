import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@portal/contracts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';

/** Spec colours by meaning: calculated waits (orange), held is refused for now (red), approved and paid are green. */
const COLOUR_OF: Record<PaymentStatus, string> = {
  calculated: 'pending',
  held: 'not-approved',
  approved: 'approved',
  paid: 'completed',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <StatusBadge status={COLOUR_OF[status]} label={PAYMENT_STATUS_LABELS[status]} />;
}

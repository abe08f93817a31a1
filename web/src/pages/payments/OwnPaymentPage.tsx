import { PaymentView } from '../../modules/payments/components/PaymentView.tsx';

/** /provider-view-payment/:paymentId: one of the provider's own payments (another's shows not found). */
export default function OwnPaymentPage() {
  return <PaymentView staffSide={false} />;
}

import { PaymentView } from '../../modules/payments/components/PaymentView.tsx';

/** /view-payment/:paymentId */
export default function ViewPaymentPage() {
  return <PaymentView staffSide />;
}

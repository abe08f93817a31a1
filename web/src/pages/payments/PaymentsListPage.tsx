import { PaymentsTable } from '../../modules/payments/components/PaymentsTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /payments-listing */
export default function PaymentsListPage() {
  return (
    <>
      <PageHeader
        title="Payments"
        description="Each provider's pay for each pay period, derived from approved time sheets, pay rates, expenses, bonuses and deductions."
      />
      <PaymentsTable staffSide />
    </>
  );
}

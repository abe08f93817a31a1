import { PaymentsTable } from '../../modules/payments/components/PaymentsTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /provider-payments-listing: the provider's own payments, read-only. */
export default function OwnPaymentsListPage() {
  return (
    <>
      <PageHeader
        title="Payments"
        description="Your pay for each pay period, from your approved time sheets, expenses and bonuses."
      />
      <PaymentsTable staffSide={false} />
    </>
  );
}

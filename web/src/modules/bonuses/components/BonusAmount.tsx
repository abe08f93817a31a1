import type { Bonus } from '@portal/contracts';
import { Money } from '../../../ui/Money.tsx';

/** What the bonus does to pay: a deduction shows negative and in red ('-$150'). */
export function BonusAmount({ bonus }: { bonus: Pick<Bonus, 'type' | 'signedAmount'> }) {
  const deduction = bonus.type === 'deduction';
  return <Money value={Number(bonus.signedAmount)} c={deduction ? 'red.8' : undefined} fw={500} />;
}

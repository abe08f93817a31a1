/** What other web modules may use from this one (import it only from here). */
export { RateAmountInput } from './components/RateAmountInput.tsx';

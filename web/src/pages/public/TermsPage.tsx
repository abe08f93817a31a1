import { PolicyPage } from './PolicyPage.tsx';

export default function TermsPage() {
  return <PolicyPage slug="terms-and-conditions" />;
}

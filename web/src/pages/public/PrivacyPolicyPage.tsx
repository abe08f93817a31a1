import { PolicyPage } from './PolicyPage.tsx';

export default function PrivacyPolicyPage() {
  return <PolicyPage slug="privacy-policy" />;
}

import { Anchor, Stack, Text } from '@mantine/core';
import { webPaths } from '@portal/contracts';
import { POLICIES, type PolicySlug } from '@portal/contracts/policies';
import { Link, useNavigate } from 'react-router';
import { PolicyModal } from '../../modules/policies/components/PolicyModal.tsx';
import { AuthLayout } from '../../ui/AuthLayout.tsx';

/** /privacy-policy and /terms-and-conditions: the policy in its modal; Back returns where the user came from. */
export function PolicyPage({ slug }: { slug: PolicySlug }) {
  const navigate = useNavigate();
  const doc = POLICIES[slug];
  const back = () => {
    // React Router keeps the history index in history.state.idx; 0 means this page opened the tab.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(webPaths.login, { replace: true });
  };
  return (
    <AuthLayout>
      <Stack gap="xs">
        {/* The modal holds the heading; this card only sits behind it. */}
        <Text fw={600}>Legal documents</Text>
        <Text size="sm" c="dimmed">
          {doc.title}, effective {doc.effective}.
        </Text>
        <Anchor component={Link} to={webPaths.login} size="sm">
          Back to sign in
        </Anchor>
      </Stack>
      <PolicyModal slug={slug} onBack={back} />
    </AuthLayout>
  );
}

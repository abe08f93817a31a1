import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { LOGIN_MESSAGES, webPaths } from '@portal/contracts';
import type { PolicySlug } from '@portal/contracts/policies';
import { IconChevronDown, IconFileText, IconKey, IconLogout, IconShieldLock } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useCurrentUser } from '../../lib/hooks.ts';
import { logout } from '../../lib/slices/auth.ts';
import { toastSuccess } from '../../lib/toast.ts';
import { useLogoutMutation } from '../../modules/auth/api.ts';
import { markSigningOut } from '../../modules/auth/redirect.ts';

/** The policies' texts are the bulk of the modal's chunk: loaded when a provider first opens one. */
const PolicyModal = lazy(() =>
  import('../../modules/policies/components/PolicyModal.tsx').then((m) => ({ default: m.PolicyModal })),
);

/** The name the top bar shows: 'Admin' for a super admin, else the profile's first and last name. */
const displayName = (role: string | null, profile: { firstName: string; lastName: string } | null): string =>
  role === 'superAdmin' ? 'Admin' : [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || 'User';

/** Top bar user menu: Update Password, the policies (providers only) and Logout. */
export function UserMenu() {
  const { role, profile, isProvider } = useCurrentUser();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [callLogout] = useLogoutMutation();
  const [policy, setPolicy] = useState<PolicySlug | null>(null);
  // Once mounted the modal stays, so it animates out when closed.
  const [policyShown, setPolicyShown] = useState(false);
  const showPolicy = (slug: PolicySlug) => {
    setPolicyShown(true);
    setPolicy(slug);
  };
  const name = displayName(role, profile);

  const signOut = async () => {
    // Revoke the token server-side; sign out locally whatever the answer.
    await callLogout()
      .unwrap()
      .catch(() => {});
    markSigningOut();
    dispatch(logout());
    toastSuccess(LOGIN_MESSAGES.logout);
    navigate(webPaths.login, { replace: true });
  };

  return (
    <>
      <Menu position="bottom-end" width={220} withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={`${name}: User menu`} px="xs" py={4} style={{ borderRadius: 8 }}>
            <Group gap="xs" wrap="nowrap">
              <Avatar size={32} radius="xl" color="brand" aria-hidden />
              <Text size="sm" fw={500} visibleFrom="xs">
                {name}
              </Text>
              <IconChevronDown size={14} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconKey size={16} />}
            onClick={() => navigate(isProvider ? webPaths.providerUpdatePassword : webPaths.updatePassword)}
          >
            Update Password
          </Menu.Item>
          {isProvider && (
            <>
              <Menu.Item leftSection={<IconFileText size={16} />} onClick={() => showPolicy('terms-and-conditions')}>
                Terms & Conditions
              </Menu.Item>
              <Menu.Item leftSection={<IconShieldLock size={16} />} onClick={() => showPolicy('privacy-policy')}>
                Privacy Policy
              </Menu.Item>
            </>
          )}
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={signOut}>
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {policyShown && (
        <Suspense fallback={null}>
          <PolicyModal slug={policy} onBack={() => setPolicy(null)} />
        </Suspense>
      )}
    </>
  );
}

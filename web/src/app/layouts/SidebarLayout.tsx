import '../shellStyles.ts';
import { AppShell, Burger, Group, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { hasScope } from '@portal/contracts';
import { useEffect, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppSelector, useCurrentUser } from '../../lib/hooks.ts';
import { NotificationBell } from '../../modules/notifications/components/NotificationBell.tsx';
import { Brand } from '../../ui/Brand.tsx';
import { Footer } from '../../ui/Footer.tsx';
import { BulkApprovalBanner } from './BulkApprovalBanner.tsx';
import { ADMIN_NAV, type NavSection, PROVIDER_NAV, visibleNav } from './navigation.ts';
import { SidebarNav } from './SidebarNav.tsx';
import { UserMenu } from './UserMenu.tsx';

/** The signed-in layout: top bar, sidebar (admin or provider), content, footer (spec section 2). */
export function SidebarLayout() {
  const { role, isProvider } = useCurrentUser();
  const scopes = useAppSelector((s) => s.permissions.SCOPES);
  const { pathname } = useLocation();
  const [mobileOpened, { toggle, close }] = useDisclosure(false);

  // The admin sidebar for super admins and icon users, the provider sidebar for everyone else.
  const adminArea = role === 'superAdmin' || role === 'iconUser';
  const nav = useMemo<NavSection[]>(() => {
    if (!adminArea) return PROVIDER_NAV;
    if (role === 'superAdmin') return ADMIN_NAV;
    return visibleNav(ADMIN_NAV, (permission) => !permission || hasScope(scopes, [permission]));
  }, [adminArea, role, scopes]);

  // A link followed on a phone closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read
  useEffect(() => {
    close();
  }, [pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }}
      footer={{ height: 36 }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={mobileOpened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={mobileOpened ? 'Close navigation' : 'Open navigation'}
            />
            <Brand />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <NotificationBell />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs" aria-label="Main navigation">
        <AppShell.Section grow component={ScrollArea}>
          <SidebarNav nav={nav} pathname={pathname} />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main bg="var(--mantine-color-gray-0)">
        {!isProvider && <BulkApprovalBanner />}
        <Outlet />
      </AppShell.Main>

      <AppShell.Footer>
        <Group h="100%" justify="center">
          <Footer />
        </Group>
      </AppShell.Footer>
    </AppShell>
  );
}

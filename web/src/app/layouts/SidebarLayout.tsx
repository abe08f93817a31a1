import '../shellStyles.ts';
import { AppShell, Burger, Group, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { hasScope } from '@portal/contracts';
import { useEffect, useMemo } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector, useCurrentUser } from '../../lib/hooks.ts';
import { selectMenu, toggleSubMenu } from '../../lib/slices/sidebar.ts';
import { NotificationBell } from '../../modules/notifications/components/NotificationBell.tsx';
import { Brand } from '../../ui/Brand.tsx';
import { Footer } from '../../ui/Footer.tsx';
import { BulkApprovalBanner } from './BulkApprovalBanner.tsx';
import { NAV_ICONS } from './navIcons.ts';
import { ADMIN_NAV, activeNav, type NavSection, PROVIDER_NAV, visibleNav } from './navigation.ts';
import classes from './SidebarLayout.module.css';
import { UserMenu } from './UserMenu.tsx';

/** The signed-in layout: top bar, sidebar (admin or provider), content, footer (spec section 2). */
export function SidebarLayout() {
  const { role, isProvider } = useCurrentUser();
  const scopes = useAppSelector((s) => s.permissions.SCOPES);
  const { menuSelected, submenuSelected, openSubMenu } = useAppSelector((s) => s.sidebar);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const [mobileOpened, { toggle, close }] = useDisclosure(false);

  // The admin sidebar for super admins and icon users, the provider sidebar for everyone else.
  const adminArea = role === 'superAdmin' || role === 'iconUser';
  const nav = useMemo<NavSection[]>(() => {
    if (!adminArea) return PROVIDER_NAV;
    if (role === 'superAdmin') return ADMIN_NAV;
    return visibleNav(ADMIN_NAV, (permission) => !permission || hasScope(scopes, [permission]));
  }, [adminArea, role, scopes]);

  useEffect(() => {
    const active = activeNav(nav, pathname);
    dispatch(selectMenu({ menu: active?.menu ?? null, submenu: active?.submenu ?? null }));
    close();
  }, [nav, pathname, dispatch, close]);

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
          {nav.map((section) => {
            const Icon = NAV_ICONS[section.icon];
            const icon = <Icon size={18} stroke={1.6} />;
            if (!section.children) {
              return (
                <NavLink
                  key={section.label}
                  component={Link}
                  to={section.path ?? '/'}
                  label={section.label}
                  leftSection={icon}
                  active={menuSelected === section.label}
                  variant="filled"
                />
              );
            }
            return (
              <NavLink
                key={section.label}
                label={section.label}
                leftSection={icon}
                opened={openSubMenu === section.label}
                onChange={() => dispatch(toggleSubMenu(section.label))}
                active={menuSelected === section.label && openSubMenu !== section.label}
                variant="light"
                childrenOffset={28}
                classNames={{ collapse: classes.subMenu }}
              >
                {section.children.map((item) => (
                  <NavLink
                    key={item.path}
                    component={Link}
                    to={item.path}
                    label={item.label}
                    active={menuSelected === section.label && submenuSelected === item.label}
                    variant="filled"
                  />
                ))}
              </NavLink>
            );
          })}
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

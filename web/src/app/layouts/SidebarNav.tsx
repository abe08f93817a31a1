import { NavLink } from '@mantine/core';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { selectMenu, toggleSubMenu } from '../../lib/slices/sidebar.ts';
import { NAV_ICONS } from './navIcons.ts';
import { activeNav, type NavSection } from './navigation.ts';
import classes from './SidebarLayout.module.css';

/**
 * The sidebar's items. The highlighted item and the sub-menu the path opens are worked out while rendering, so the
 * first paint shows them (no second render, no sub-menu sliding open after the page has drawn); the store still
 * records them once the path is shown, and keeps the sub-menu a person opens or closes.
 */
export function SidebarNav({ nav, pathname }: { nav: NavSection[]; pathname: string }) {
  const storedOpen = useAppSelector((s) => s.sidebar.openSubMenu);
  const dispatch = useAppDispatch();
  const active = useMemo(() => activeNav(nav, pathname), [nav, pathname]);
  // The path the store has been told about: until then a path inside a group opens that group.
  const recordedPath = useRef<string | null>(null);
  const open = recordedPath.current !== pathname && active?.submenu ? active.menu : storedOpen;

  useEffect(() => {
    recordedPath.current = pathname;
    dispatch(selectMenu({ menu: active?.menu ?? null, submenu: active?.submenu ?? null }));
  }, [active, pathname, dispatch]);

  // The closed groups of the admin sidebar hold most of its links, all hidden: they are rendered once the page has
  // drawn and the browser is idle, in a pass React slices (a transition), not in the first render. An opened group
  // has its links at once, and keeps them (its closing animation).
  const [rendered, setRendered] = useState<string[]>([]);
  if (open && !rendered.includes(open)) setRendered([...rendered, open]);
  useEffect(() => {
    const all = () => startTransition(() => setRendered(nav.flatMap((s) => (s.children ? [s.label] : []))));
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(all, 500);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(all, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }, [nav]);

  return useMemo(
    () =>
      nav.map((section) => {
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
              active={active?.menu === section.label}
              variant="filled"
            />
          );
        }
        return (
          <NavLink
            key={section.label}
            label={section.label}
            leftSection={icon}
            opened={open === section.label}
            onChange={() => dispatch(toggleSubMenu(section.label))}
            active={active?.menu === section.label && open !== section.label}
            variant="light"
            childrenOffset={28}
            classNames={{ collapse: classes.subMenu }}
          >
            {/* An empty list still makes the item a group (its chevron, its toggle) without its links. */}
            {rendered.includes(section.label)
              ? section.children.map((item) => (
                  <NavLink
                    key={item.path}
                    component={Link}
                    to={item.path}
                    label={item.label}
                    active={active?.menu === section.label && active.submenu === item.label}
                    variant="filled"
                  />
                ))
              : []}
          </NavLink>
        );
      }),
    [nav, active, open, rendered, dispatch],
  );
}

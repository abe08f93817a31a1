import { type WebRouteKey, webRoutes } from '@portal/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { adminScreens } from './adminScreens.ts';
import { authScreens, openScreens, providerScreens, publicScreens, type Screen, sharedScreens } from './screens.ts';

const areas = { publicScreens, authScreens, adminScreens, providerScreens, sharedScreens, openScreens };

/** The catalogue's home ('/') redirects to the sign-in page; every other path is a screen. */
type ScreenKey = Exclude<WebRouteKey, 'home'>;

describe('the router and the route catalogue', () => {
  it('routes every path of the catalogue to one screen, and nothing else', () => {
    const routed = Object.values(areas).flatMap((screens) => Object.keys(screens));
    expect(new Set(routed).size).toBe(routed.length);
    expect(routed.sort()).toEqual(
      Object.keys(webRoutes)
        .filter((key) => key !== 'home')
        .sort(),
    );
  });

  it('fails to type-check when a screen is missing', () => {
    type Routed = { [A in keyof typeof areas]: keyof (typeof areas)[A] }[keyof typeof areas];
    expectTypeOf<Exclude<ScreenKey, Routed>>().toEqualTypeOf<never>();
    expectTypeOf<Exclude<Routed, ScreenKey>>().toEqualTypeOf<never>();
  });

  it('gives every staff screen its permissions, and no other screen any', () => {
    for (const [, , scope] of Object.values<Screen>(adminScreens)) expect(Array.isArray(scope)).toBe(true);
    for (const screens of [publicScreens, authScreens, providerScreens, sharedScreens, openScreens])
      for (const [, , scope] of Object.values<Screen>(screens)) expect(scope).toBeUndefined();
  });
});

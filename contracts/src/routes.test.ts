import { describe, expect, expectTypeOf, it } from 'vitest';
import { webPaths, webRoutes, withQuery } from './routes.ts';

describe('the web route catalogue', () => {
  it('has one key per path, every path absolute and in kebab case', () => {
    const patterns = Object.values(webRoutes);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const pattern of patterns)
      expect(pattern).toMatch(/^\/([a-z0-9-]+|:[a-zA-Z]+\??)?(\/([a-z0-9-]+|:[a-zA-Z]+\??))*$/);
  });

  it('keeps a path without parameters as its own string', () => {
    expect(webPaths.login).toBe('/login');
    expect(webPaths.providerTimesheetListing).toBe('/provider-timesheet-listing');
    expectTypeOf(webPaths.login).toEqualTypeOf<'/login'>();
  });

  it('fills parameters in order, URI-encoded', () => {
    expect(webPaths.viewProviders('p-1')).toBe('/view-providers/p-1');
    expect(webPaths.verify('tok', 'a/b c')).toBe('/verify/tok/a%2Fb%20c');
    expect(webPaths.resetPassword('abc_-')).toBe('/reset-password/abc_-');
  });

  it('leaves an optional parameter out when it is not given', () => {
    expect(webPaths.adminViewTimesheet()).toBe('/admin-view-timesheet');
    expect(webPaths.adminViewTimesheet('t1')).toBe('/admin-view-timesheet/t1');
    expect(webPaths.providerFoldersListing()).toBe('/provider-folders-listing');
  });

  it('appends a query string, leaving out undefined values', () => {
    expect(withQuery(webPaths.facilityViewTimesheet, { id: 't1', token: 'a+b' })).toBe(
      '/facility-view-timesheet?id=t1&token=a%2Bb',
    );
    expect(withQuery(webPaths.login, { next: undefined })).toBe('/login');
  });
});

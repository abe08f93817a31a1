import { describe, expect, it } from 'vitest';
import { ADMIN_HOME, areaOf, homeOf, loginPathFor, PROVIDER_HOME, safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirect('/roles-listing')).toBe('/roles-listing');
    expect(safeRedirect('/edit-roles/1?tab=2')).toBe('/edit-roles/1?tab=2');
  });

  it.each([
    null,
    undefined,
    '',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'roles',
    'javascript:alert(1)',
    '/\t/evil.example',
  ])('refuses %j', (raw) => {
    expect(safeRedirect(raw)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('encodes the path and query', () => {
    expect(loginPathFor('/edit-roles/1?x=a&y=b')).toBe('/login?redirect=%2Fedit-roles%2F1%3Fx%3Da%26y%3Db');
  });
});

describe('areaOf', () => {
  it('lets a super admin in whatever the status, others only when confirmed', () => {
    expect(areaOf('superAdmin', { status: 'pending' })).toBe('admin');
    expect(areaOf('iconUser', { status: 'confirmed' })).toBe('admin');
    expect(areaOf('iconUser', { status: 'pending' })).toBeNull();
    expect(areaOf('provider', { status: 'confirmed' })).toBe('provider');
    expect(areaOf('provider', { status: 'deactivated' })).toBeNull();
    expect(areaOf(null, null)).toBeNull();
  });

  it('sends each area home', () => {
    expect(homeOf('admin')).toBe(ADMIN_HOME);
    expect(homeOf('provider')).toBe(PROVIDER_HOME);
    expect(ADMIN_HOME).toBe('/risk-calendar');
    expect(PROVIDER_HOME).toBe('/provider-timesheet-listing');
  });
});

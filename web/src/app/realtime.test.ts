import { describe, expect, it } from 'vitest';
import { bulkApprovalAction, parseNotification, SOCKET_EVENTS, socketOptions } from './realtime.ts';
import { completeBulkApproval, startBulkApproval } from './slices/bulkApproval.ts';

const idle = { inProcess: false };
const running = { inProcess: true };

describe('realtime bulk approval messages', () => {
  it.each([
    'Timesheets bulk approval is under process',
    'Your request is PROCESSING',
    'Bulk approval processing started',
  ])('starts the run on BULK_APPROVAL "%s"', (message) => {
    expect(bulkApprovalAction(SOCKET_EVENTS.bulkApproval, { message }, idle)).toEqual(startBulkApproval());
  });

  it('does not restart a run already in progress, and ignores other BULK_APPROVAL texts', () => {
    expect(bulkApprovalAction('BULK_APPROVAL', { message: 'under process' }, running)).toBeNull();
    expect(bulkApprovalAction('BULK_APPROVAL', { message: 'Bulk approval completed' }, idle)).toBeNull();
    expect(bulkApprovalAction('BULK_APPROVAL', null, idle)).toBeNull();
  });

  it('completes with the totals on a TIMESHEETS_APPROVAL message containing "completed"', () => {
    const payload = { message: 'Timesheets approval completed', totalCount: 5, successfulApproved: 3, notApproved: 2 };
    expect(bulkApprovalAction(SOCKET_EVENTS.timesheetsApproval, payload, running)).toEqual(
      completeBulkApproval({ totalCount: 5, successfulApproved: 3, notApproved: 2 }),
    );
  });

  it('reads missing or odd totals as 0 and ignores a TIMESHEETS_APPROVAL that is not completed', () => {
    expect(
      bulkApprovalAction('TIMESHEETS_APPROVAL', { message: 'Completed', totalCount: '4', notApproved: -1 }, idle),
    ).toEqual(completeBulkApproval({ totalCount: 4, successfulApproved: 0, notApproved: 0 }));
    expect(bulkApprovalAction('TIMESHEETS_APPROVAL', { message: 'Still going', totalCount: 4 }, running)).toBeNull();
    expect(bulkApprovalAction('notification', { message: 'completed' }, running)).toBeNull();
  });
});

describe('realtime socket', () => {
  it('uses the spec settings and sends the token in the handshake', () => {
    expect(socketOptions('t0k3n')).toMatchObject({
      path: '/socket.io',
      auth: { token: 't0k3n' },
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20000,
    });
  });

  it('accepts only well-formed notifications', () => {
    const n = {
      _id: 'n1',
      type: 'password-changed',
      title: 'Password changed',
      body: 'Your password was changed.',
      link: null,
      read: false,
      createdAt: '2026-01-02T03:04:05.000Z',
    };
    expect(parseNotification(n)).toEqual(n);
    expect(parseNotification({ title: 'x' })).toBeNull();
  });
});

import { BULK_APPROVAL_CODES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { completeBulkApproval, startBulkApproval } from '../lib/slices/bulkApproval.ts';
import { bulkApprovalAction, parseNotification, SOCKET_EVENTS, socketOptions } from './realtime.ts';

const idle = { inProcess: false };
const running = { inProcess: true };

describe('realtime bulk approval events (by code, never by text)', () => {
  const started = {
    message: 'Timesheet approval is under process for 3 timesheet(s)',
    code: BULK_APPROVAL_CODES.started,
  };

  it('starts the run on BULK_APPROVAL with the started code', () => {
    expect(bulkApprovalAction(SOCKET_EVENTS.bulkApproval, started, idle)).toEqual(startBulkApproval());
  });

  it('does not restart a run already in progress, and ignores BULK_APPROVAL without the started code', () => {
    expect(bulkApprovalAction('BULK_APPROVAL', started, running)).toBeNull();
    expect(bulkApprovalAction('BULK_APPROVAL', { message: 'under process' }, idle)).toBeNull();
    expect(bulkApprovalAction('BULK_APPROVAL', { message: 'x', code: BULK_APPROVAL_CODES.completed }, idle)).toBeNull();
    expect(bulkApprovalAction('BULK_APPROVAL', null, idle)).toBeNull();
  });

  it('completes with the totals on TIMESHEETS_APPROVAL with the completed code', () => {
    const payload = {
      message: 'Timesheet approval completed',
      code: BULK_APPROVAL_CODES.completed,
      totalCount: 5,
      successfulApproved: 3,
      notApproved: 2,
    };
    expect(bulkApprovalAction(SOCKET_EVENTS.timesheetsApproval, payload, running)).toEqual(
      completeBulkApproval({ totalCount: 5, successfulApproved: 3, notApproved: 2 }),
    );
  });

  it('reads missing or odd totals as 0 and ignores a TIMESHEETS_APPROVAL without the completed code', () => {
    const completed = { code: BULK_APPROVAL_CODES.completed };
    expect(
      bulkApprovalAction(
        'TIMESHEETS_APPROVAL',
        { ...completed, message: 'Done', totalCount: '4', notApproved: -1 },
        idle,
      ),
    ).toEqual(completeBulkApproval({ totalCount: 4, successfulApproved: 0, notApproved: 0 }));
    expect(bulkApprovalAction('TIMESHEETS_APPROVAL', { message: 'completed', totalCount: 4 }, running)).toBeNull();
    expect(bulkApprovalAction('notification', { ...completed, message: 'completed' }, running)).toBeNull();
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

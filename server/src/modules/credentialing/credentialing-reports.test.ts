import { addDays, REPORT_STATUSES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { workbookOf } from '../../test/workbook.ts';
import { admin, fixToday, otherFacilityId, setUpCredentialingWorld, TODAY, t } from './credentialing.fixtures.ts';
import { create, post, record } from './credentialing.requests.fixtures.ts';

setUpCredentialingWorld();

describe('reports', () => {
  it('lists reappointments due within 30, 60 and 90 days of a fixed today, overdue included', async () => {
    fixToday();
    const provider = await t.createUser({ role: 'provider', firstName: 'Wendy', lastName: 'Window' });
    const ids: Record<string, string> = {};
    for (const [label, days] of [
      ['overdue', -3],
      ['d20', 20],
      ['d30', 30],
      ['d45', 45],
      ['d80', 80],
      ['d91', 91],
    ] as const)
      ids[label] = (await create(record(provider.id, { dueOn: addDays(TODAY, days) }))).json().data._id;
    const inWindow = async (days: number) =>
      (
        await post('/api/super-admin/upcoming-reappointments/all?page=1&pageSize=50', {
          sortBy: 'dueOn',
          sortDirection: -1,
          filters: { days, providerId: provider.id },
        })
      ).json().data;
    const d30 = await inWindow(30);
    expect(d30.data.map((r: { _id: string }) => r._id)).toEqual([ids.overdue, ids.d20, ids.d30]);
    expect(d30.data[1]).toMatchObject({
      daysLeft: 20,
      status: 'pending',
      title: 'Credentialing at Harbor Regional Hospital',
    });
    expect(d30.data[0].daysLeft).toBe(-3);
    expect((await inWindow(60)).total).toBe(4);
    expect((await inWindow(90)).data.map((r: { _id: string }) => r._id)).toEqual([
      ids.overdue,
      ids.d20,
      ids.d30,
      ids.d45,
      ids.d80,
    ]);
    const bad = await post('/api/super-admin/upcoming-reappointments/all', { filters: { days: 45 } });
    expect(bad.statusCode).toBe(400);
    // The facility filter: nothing of this provider at the other facility.
    const elsewhere = await post('/api/super-admin/upcoming-reappointments/all?page=1&pageSize=50', {
      filters: { days: 90, providerId: provider.id, facilityId: otherFacilityId },
    });
    expect(elsewhere.json().data.total).toBe(0);
  });

  it('takes notes and statuses (audited), filters by status and downloads XLSX', async () => {
    fixToday();
    const provider = await t.createUser({ role: 'provider', firstName: 'Nora', lastName: 'Notes' });
    const id = (await create(record(provider.id))).json().data._id as string;
    const url = `/api/super-admin/upcoming-reappointments/${id}`;
    const statuses = await t.app.inject({
      url: '/api/get-report-statuses?reportType=reappointment',
      headers: admin,
    });
    expect(statuses.json().data.map((s: { value: string }) => s.value)).toEqual([...REPORT_STATUSES.reappointment]);
    expect(statuses.json().data[2]).toEqual({ value: 'completed', label: 'Completed', colour: 'green' });
    expect((await t.app.inject({ url: '/api/get-report-statuses?reportType=nope', headers: admin })).statusCode).toBe(
      400,
    );

    const noted = await post(`${url}/notes`, { note: 'Called the medical staff office' });
    expect(noted.json().data.notes[0]).toMatchObject({ kind: 'report', body: 'Called the medical staff office' });
    await post(`${url}/credentialing-notes`, { note: 'Peer references received' });
    const changed = await t.app.inject({
      method: 'PUT',
      url: `${url}/status`,
      headers: admin,
      payload: { status: 'submitted' },
    });
    expect(changed.json().data.status).toBe('submitted');
    const refused = await t.app.inject({
      method: 'PUT',
      url: `${url}/status`,
      headers: admin,
      payload: { status: 'lost' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('status');
    // The item is submitted already: no row of the report's table moves it to submitted.
    const again = await t.app.inject({
      method: 'PUT',
      url: `${url}/status`,
      headers: admin,
      payload: { status: 'submitted' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'TRANSITION_NOT_ALLOWED',
      message: 'This reappointment report item is submitted, so it cannot be marked submitted',
    });
    const view = (await t.app.inject({ url, headers: admin })).json().data;
    expect(view.notes.map((n: { kind: string }) => n.kind)).toEqual(['credentialing', 'report']);
    expect(view.history.map((h: { action: string }) => h.action)).toEqual([
      'change-status',
      'add-credentialing-note',
      'add-note',
    ]);
    expect(view.history[0].changes).toEqual([{ field: 'status', before: 'pending', after: 'submitted' }]);

    const filtered = await post('/api/super-admin/upcoming-reappointments/all?page=1&pageSize=50', {
      filters: { days: 30, status: 'submitted', providerId: provider.id },
    });
    expect(filtered.json().data.data.map((r: { _id: string }) => r._id)).toEqual([id]);
    const none = await post('/api/super-admin/upcoming-reappointments/all?page=1&pageSize=50', {
      filters: { days: 30, status: 'pending', providerId: provider.id },
    });
    expect(none.json().data.total).toBe(0);

    const file = await post('/api/super-admin/upcoming-reappointments/download', {
      filters: { days: 30, providerId: provider.id },
    });
    expect(file.statusCode).toBe(200);
    const book = await workbookOf(file.rawPayload);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(2).getCell(1).value).toBe('Nora Notes');
    expect(sheet?.getRow(2).getCell(8).value).toBe('Submitted');
  });
});

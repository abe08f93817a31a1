import { describe, expect, it } from 'vitest';
import { type RowAction, visibleActions } from './RowActions.tsx';

const action = (label: string, extra: Partial<RowAction> = {}): RowAction => ({ label, icon: null, ...extra });

describe('row actions', () => {
  it("keeps the actions the row's state and the user's permissions allow, in order", () => {
    const actions = [
      action('View'),
      action('Edit', { scope: ['edit-timesheets'] }),
      action('Approve', { scope: ['approve-timesheets'], hidden: true }),
      action('Reset', { scope: ['reset-timesheets'] }),
    ];
    const granted = new Set(['edit-timesheets']);
    const allowed = (scope?: string[]) => !scope || scope.some((p) => granted.has(p));
    expect(visibleActions(actions, allowed).map((a) => a.label)).toEqual(['View', 'Edit']);
    expect(visibleActions(actions, () => true).map((a) => a.label)).toEqual(['View', 'Edit', 'Reset']);
  });
});

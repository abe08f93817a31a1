import type { PaymentLine } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { amountValue } from './api.ts';
import { sourcePath } from './components/PaymentLines.tsx';

const line = (kind: PaymentLine['kind']) => ({ kind, sourceId: 'abc' }) as PaymentLine;

describe('payments web', () => {
  it('reads wire amounts for display; what providers may not see is missing', () => {
    expect(amountValue('1234.56')).toBe(1234.56);
    expect(amountValue('-25.50')).toBe(-25.5);
    expect(amountValue('-')).toBeNull();
    expect(amountValue(null)).toBeNull();
  });

  it('links each line to its source in the viewer’s area (providers have no bonus screen)', () => {
    expect(sourcePath(line('day'), true)).toBe('/admin-view-timesheet/abc');
    expect(sourcePath(line('day'), false)).toBe('/provider-view-timesheet/abc');
    expect(sourcePath(line('expense'), true)).toBe('/admin-view-expenses/abc');
    expect(sourcePath(line('expense'), false)).toBe('/provider-view-expenses/abc');
    expect(sourcePath(line('deduction'), true)).toBe('/view-bonus/abc');
    expect(sourcePath(line('bonus'), false)).toBeNull();
  });
});

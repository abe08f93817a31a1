import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useAmbientSelector } from '../../lib/hooks.ts';
import type { RootState } from '../../lib/store.ts';

const requestsPending = (s: RootState) => s.loading.isLoading;

/**
 * A thin bar across the top while any API request is pending or a lazy screen loads: it creeps towards 90% and
 * completes on finish.
 */
export function GlobalLoading() {
  const requestPending = useAmbientSelector(requestsPending);
  const navigating = useNavigation().state !== 'idle';
  const isLoading = requestPending || navigating;
  const [value, setValue] = useState(0);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (isLoading) {
      setVisible(true);
      setValue(10);
      // About 800 ms to reach 90%, in 30 ms steps (spec section 9).
      const timer = setInterval(() => setValue((v) => (v >= 90 ? v : v + 3)), 30);
      return () => clearInterval(timer);
    }
    setValue(100);
    const hide = setTimeout(() => {
      setVisible(false);
      setValue(0);
    }, 200);
    return () => clearTimeout(hide);
  }, [isLoading]);

  if (!visible) return null;
  return (
    // A plain bar, not Mantine's Progress: this is on every page's first load, the sign-in page's too.
    <div
      data-testid="global-loading"
      role="progressbar"
      aria-label="Loading"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      style={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: 1000 }}
    >
      <div
        style={{
          width: `${value}%`,
          height: '100%',
          background: 'var(--mantine-primary-color-filled)',
          transition: 'width 150ms ease',
        }}
      />
    </div>
  );
}

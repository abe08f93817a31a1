import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export interface SearchParamTab {
  value: string;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs whose choice is the page's `?tab=` (the first tab leaves it out), so a reload or a link opens the same tab.
 * Only the open tab's panel is mounted.
 */
export function SearchParamTabs({ tabs }: { tabs: [SearchParamTab, ...SearchParamTab[]] }) {
  const [params, setParams] = useSearchParams();
  const first = tabs[0].value;
  const tab = tabs.find((t) => t.value === params.get('tab'))?.value ?? first;
  return (
    <Tabs
      value={tab}
      onChange={(t) => setParams(t && t !== first ? { tab: t } : {}, { replace: true })}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        {tabs.map((t) => (
          <Tabs.Tab key={t.value} value={t.value}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Panel key={t.value} value={t.value}>
          {t.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

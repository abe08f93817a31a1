import { Button, Tabs } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useScope } from '../../app/hooks.ts';
import { MALPRACTICE_PATHS } from '../../modules/malpractice/api.ts';
import { MalpracticeInfoTable, StateRatesTable } from '../../modules/malpractice/components/MalpracticeTables.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

const TABS = ['state-rates', 'info', 'expired'] as const;

/** /malpractice-listing: state rates, providers' covers and the expired-malpractice list, one tab each. */
export default function MalpracticeListPage() {
  const canAdd = useScope(['add-malpractice-rates']);
  const canImport = useScope(['import-malpractice-rates']);
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'state-rates';
  return (
    <>
      <PageHeader
        title="Malpractice Rates"
        actions={
          <>
            {canImport && (
              <Button
                variant="default"
                component={Link}
                to={MALPRACTICE_PATHS.import}
                leftSection={<IconFileImport size={16} aria-hidden />}
              >
                Import
              </Button>
            )}
            {canAdd && (
              <Button component={Link} to={MALPRACTICE_PATHS.add} leftSection={<IconPlus size={16} aria-hidden />}>
                Add Malpractice Rates
              </Button>
            )}
          </>
        }
      />
      <Tabs
        value={tab}
        onChange={(t) => setParams(t && t !== 'state-rates' ? { tab: t } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="state-rates">State Rates</Tabs.Tab>
          <Tabs.Tab value="info">Malpractice Info</Tabs.Tab>
          <Tabs.Tab value="expired">Expired Malpractice</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="state-rates">
          <StateRatesTable />
        </Tabs.Panel>
        <Tabs.Panel value="info">
          <MalpracticeInfoTable />
        </Tabs.Panel>
        <Tabs.Panel value="expired">
          <MalpracticeInfoTable expired />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useScope } from '../../app/hooks.ts';
import { BONUS_PATHS } from '../../modules/bonuses/api.ts';
import { BonusesTable } from '../../modules/bonuses/components/BonusesTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /bonus-listing */
export default function BonusesListPage() {
  const canAdd = useScope(['add-bonuses']);
  return (
    <>
      <PageHeader
        title="Bonuses"
        description="Bonuses and deductions granted to providers, per pay period; approved ones are locked."
        actions={
          canAdd && (
            <Button component={Link} to={BONUS_PATHS.add} leftSection={<IconPlus size={16} aria-hidden />}>
              Add Bonus
            </Button>
          )
        }
      />
      <BonusesTable />
    </>
  );
}

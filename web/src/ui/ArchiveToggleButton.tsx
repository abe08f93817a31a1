import { IconArchive, IconArchiveOff, type TablerIcon } from '@tabler/icons-react';
import { ActionButton } from './ActionButton.tsx';

interface ArchiveToggleButtonProps {
  archived: boolean;
  /** The archive or reinstate call is on its way. */
  loading?: boolean;
  /** Archives an active record, reinstates an archived one (usually after asking). */
  onClick: () => void;
  /** Reinstate's icon (an archive box crossed out unless the screen's module uses another). */
  reinstateIcon?: TablerIcon;
}

/** A record screen's red 'Archive', or its green 'Reinstate' once the record is archived. */
export function ArchiveToggleButton({ archived, reinstateIcon = IconArchiveOff, ...props }: ArchiveToggleButtonProps) {
  return (
    <ActionButton
      color={archived ? 'green' : 'red'}
      variant="light"
      icon={archived ? reinstateIcon : IconArchive}
      {...props}
    >
      {archived ? 'Reinstate' : 'Archive'}
    </ActionButton>
  );
}

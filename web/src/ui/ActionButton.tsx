import { Button, type ButtonProps } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef } from 'react';

type ActionButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
    /** The leading icon: decoration only, the label names the action. */
    icon: TablerIcon;
  };

/** A button labelled with its action and led by an icon (14 px on an xs button, 16 px otherwise). */
export function ActionButton({ icon: Icon, size, ...props }: ActionButtonProps) {
  return <Button size={size} leftSection={<Icon size={size === 'xs' ? 14 : 16} aria-hidden />} {...props} />;
}

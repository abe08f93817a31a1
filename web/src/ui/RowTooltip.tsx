import { Tooltip, type TooltipProps } from '@mantine/core';
import { cloneElement, type ReactElement, type Ref, useCallback, useState } from 'react';

/** Pointers whose hover opens a Mantine Tooltip (its default `events`: hover by mouse only). */
const HOVERING = new Set(['mouse', 'pen']);

/**
 * Mantine's Tooltip for a table row's icon button, mounted once a mouse first comes over the row (or focus leaves
 * the button). A mounted Tooltip hands its button to floating-ui from a callback ref, whose state update React
 * renders synchronously at the end of the commit: with a few icons on each of a page's rows, that was the longest
 * task of a list's first load, for tooltips nobody has hovered. The mouse crosses the row's edge (its cells have
 * padding) before it reaches the icon, so the tooltip is there for the first hover; touch never opens one, focus
 * does not either (Mantine's default), and until then the button is the same element with the same attributes.
 * A button that holds the focus keeps it: its tooltip mounts once the focus leaves.
 */
export function RowTooltip({ children, ...props }: TooltipProps & { children: ReactElement }) {
  const [armed, setArmed] = useState(false);
  // Listens from the ref, not from an effect on the element in state: setting state from a ref is itself a
  // synchronous render at the end of the commit.
  const watch = useCallback((button: HTMLElement | null) => {
    if (!button) return;
    const row = button.closest('tr') ?? button.parentElement ?? button;
    const onOver = (event: PointerEvent) => {
      if (HOVERING.has(event.pointerType) && !button.contains(document.activeElement)) setArmed(true);
    };
    const onLeave = () => setArmed(true);
    row.addEventListener('pointerover', onOver);
    button.addEventListener('focusout', onLeave);
    return () => {
      row.removeEventListener('pointerover', onOver);
      button.removeEventListener('focusout', onLeave);
    };
  }, []);
  if (armed) return <Tooltip {...props}>{children}</Tooltip>;
  return cloneElement(children as ReactElement<{ ref?: Ref<HTMLElement> }>, { ref: watch });
}

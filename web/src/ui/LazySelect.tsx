import { Select, type SelectProps } from '@mantine/core';
import { useState } from 'react';

/**
 * Mantine's Select whose options are rendered only once the box is first focused or hovered. Mantine keeps every
 * closed dropdown mounted (hidden), with its options, scroll area and floating-ui positioning: on a list page with
 * several filters that is most of the first render. From the first focus or hover on, the dropdown stays mounted as
 * Mantine's own does, so opening it by keyboard finds the options (ArrowDown highlights the chosen one) and every
 * interaction is Mantine's. A mouse reaches the box through hover, a keyboard or touch through focus, both before any
 * key or click can open it; `aria-controls` names the list only while it is open, either way.
 */
export function LazySelect({ comboboxProps, onFocus, onMouseEnter, ...props }: SelectProps) {
  const [engaged, setEngaged] = useState(false);
  return (
    <Select
      {...props}
      comboboxProps={{ ...comboboxProps, keepMounted: engaged }}
      onFocus={(event) => {
        setEngaged(true);
        onFocus?.(event);
      }}
      onMouseEnter={(event) => {
        setEngaged(true);
        onMouseEnter?.(event);
      }}
    />
  );
}

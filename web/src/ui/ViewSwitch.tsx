import { SegmentedControl, type SegmentedControlProps } from '@mantine/core';

export interface ViewSwitchProps<V extends string> extends Omit<SegmentedControlProps, 'data' | 'value' | 'onChange'> {
  /** The accessible name ('Documents of'). */
  label: string;
  /** The views in order, each value with its label. */
  views: Record<V, string>;
  value: V;
  onChange: (view: V) => void;
}

/** A segmented switch between views of one screen (live or archived rows, providers' or facilities' documents). */
export function ViewSwitch<V extends string>({ label, views, value, onChange, ...rest }: ViewSwitchProps<V>) {
  const data = Object.entries<string>(views).map(([view, text]) => ({ value: view, label: text }));
  return <SegmentedControl aria-label={label} data={data} value={value} onChange={(v) => onChange(v as V)} {...rest} />;
}

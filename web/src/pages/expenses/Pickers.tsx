import { useFacilityOptions } from '../../modules/facilities/options.ts';
import { useProviderOptions } from '../../modules/providers/index.ts';
import { SearchSelect } from '../../ui/SearchSelect.tsx';

interface PickerProps {
  value: string;
  onChange: (v: string) => void;
  label?: string;
  required?: boolean;
  clearable?: boolean;
  w?: number | string | Record<string, number | string>;
}

/** A searchable provider select (20 matches at a time). */
export function ProviderSelect({ label = 'Provider', required, w, ...props }: PickerProps) {
  return (
    <SearchSelect
      label={label}
      withAsterisk={required}
      useOptions={useProviderOptions}
      w={w ?? { base: '100%', sm: 420 }}
      {...props}
    />
  );
}

/** A searchable facility select (20 matches at a time). */
export function FacilitySelect({ label = 'Facility', required: _, ...props }: PickerProps) {
  return <SearchSelect label={label} useOptions={useFacilityOptions} {...props} />;
}

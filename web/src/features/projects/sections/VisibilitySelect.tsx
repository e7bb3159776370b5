// Who may read a note (spec §6 wording): All Team Members … Admins Only — offering only the levels the writer may
// choose (their role and below; core-api refuses the others), in the spec's order.
import { NativeSelect } from '@chakra-ui/react';
import { NOTE_VISIBILITY_OPTIONS } from '../project-labels';

export function VisibilitySelect({
  value,
  onChange,
  label,
  levels,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
  /** The levels the writer may choose (the project's abilities.note_levels). */
  levels: readonly string[];
}) {
  return (
    <NativeSelect.Root size="sm" maxW="56">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {NOTE_VISIBILITY_OPTIONS.filter((o) => levels.includes(o.value) || o.value === value).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

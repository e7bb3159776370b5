// A report's filter as a labelled select (the label above it, as the date filters have theirs).
import { Box, Field, NativeSelect } from '@chakra-ui/react';

export function ReportSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** Width from 768px up (Chakra size token). */
  minWidth?: string;
}) {
  return (
    <Box minW={{ md: props.minWidth ?? '44' }} maxW={{ md: '64' }}>
      <Field.Root>
        <Field.Label>{props.label}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
            {props.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Box>
  );
}

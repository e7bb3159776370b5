// A report's date filter: typed dd/mm/yyyy (or picked), applied to the URL once it is a whole date, cleared when
// emptied; what is half typed stays in the field without reloading the report.
import { useState } from 'react';
import { Box } from '@chakra-ui/react';
import { DateField } from '../../components/DateField';
import { parseUkDate, toUkDateInput } from '../../lib/format';

export function ReportDateFilter(props: { label: string; value: string; onChange: (iso: string) => void }) {
  const [text, setText] = useState(() => toUkDateInput(props.value));
  const [seen, setSeen] = useState(props.value);
  if (seen !== props.value) {
    // The URL changed under the field (a link, Back): show what it says now.
    setSeen(props.value);
    if (parseUkDate(text) !== props.value) setText(toUkDateInput(props.value));
  }
  const invalid = text.trim() !== '' && !parseUkDate(text);
  return (
    <Box minW={{ md: '44' }} maxW={{ md: '48' }}>
      <DateField
        label={props.label}
        value={text}
        error={invalid ? 'Enter a date as dd/mm/yyyy' : undefined}
        onChange={(next) => {
          setText(next);
          const iso = next.trim() === '' ? '' : parseUkDate(next);
          if (iso !== null && iso !== props.value) props.onChange(iso);
        }}
      />
    </Box>
  );
}

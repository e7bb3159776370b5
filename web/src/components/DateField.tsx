// A date field that keeps the en-GB format people type (dd/mm/yyyy, keyboard entry first) and adds a calendar
// (react-day-picker, Monday-first, en-GB) for those who would rather pick. The text stays the value, so typing,
// pasting and the form's validation work exactly as before; picking a day writes dd/mm/yyyy into it.
//
// Why not <input type="date">: its display follows the browser's locale (mm/dd/yyyy in a US-English browser),
// and its segments behave differently in every browser; a site manager's "05/01/2026" must mean 5 January.
//
// The calendar (components/DateCalendar.tsx: react-day-picker, date-fns' parsing, Chakra's popover) loads the
// first time someone opens one (issue 36, decision 0093), as the header's menus do (components/menu/LazyMenu.tsx):
// until then the button is the same button with the same name; pointing at or focusing it starts the download.
import { useEffect, useState, type ComponentType } from 'react';
import { Field, HStack, IconButton, Input } from '@chakra-ui/react';
import { CalendarDays } from 'lucide-react';
import { retryingLoader } from '../lib/lazy-page';
import { showToast } from '../lib/toast';
import type { DateCalendarProps } from './DateCalendar';

export interface DateFieldProps {
  label: string;
  /** dd/mm/yyyy as typed (may be partial or invalid while typing). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
}

const loader = retryingLoader<ComponentType<DateCalendarProps>>(() =>
  import('./DateCalendar').then((m) => m.DateCalendar),
);

export function DateField({ label, value, onChange, onBlur, name, error }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const [Calendar, setCalendar] = useState(loader.current);
  // The first opening happens once the loaded calendar is on the page closed, as a click on its own trigger
  // would open it (mounted already open, it took the click that loaded it for one outside it and stayed shut).
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  useEffect(() => {
    if (!Calendar || !openWhenLoaded) return;
    setOpenWhenLoaded(false);
    setOpen(true);
  }, [Calendar, openWhenLoaded]);
  // Named without the field's own label, so "Start date" finds the input alone.
  const buttonLabel = `Open calendar (${label.toLowerCase().replace(/ date$/, '')})`;
  const openCalendar = () => {
    loader.preload().then(
      (component) => {
        setCalendar(() => component);
        setOpenWhenLoaded(true);
      },
      () => showToast('error', 'The calendar could not be loaded. Type the date as dd/mm/yyyy.'),
    );
  };
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2" w="full">
        <Input
          name={name}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={onBlur}
          placeholder="dd/mm/yyyy"
          inputMode="numeric"
          autoComplete="off"
          flex="1"
        />
        {Calendar ? (
          <Calendar
            buttonLabel={buttonLabel}
            value={value}
            open={open}
            onOpenChange={setOpen}
            onPick={onChange}
          />
        ) : (
          <IconButton
            variant="outline"
            aria-label={buttonLabel}
            aria-haspopup="dialog"
            aria-expanded={false}
            onClick={openCalendar}
            onPointerEnter={loader.warm}
            onFocus={loader.warm}
          >
            <CalendarDays aria-hidden />
          </IconButton>
        )}
      </HStack>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

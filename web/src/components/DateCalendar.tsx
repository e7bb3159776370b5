// The calendar half of DateField (components/DateField.tsx), loaded the first time someone opens a calendar
// (issue 36, decision 0093): react-day-picker and its stylesheet, date-fns' parsing and Chakra's popover (zag's
// popover machine, floating-ui's positioning, the dismissable layer) are what every page with a date field used
// to load first, though most people type the date. Monday-first, en-GB; picking a day writes dd/mm/yyyy.
import { DayPicker } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { format, isValid, parse } from 'date-fns';
import { IconButton, Popover } from '@chakra-ui/react';
import { popoverSlotRecipe } from '@chakra-ui/react/theme/recipes/popover';
import { CalendarDays } from 'lucide-react';
import { registerRecipes, system } from '../lib/theme';

// Registered here, not in lib/theme-app.ts: only the modules that render it load it (issue 36, decision 0072).
registerRecipes(system, {}, { popover: popoverSlotRecipe });

export interface DateCalendarProps {
  /** The trigger's accessible name (DateField's "Open calendar (…)"). */
  buttonLabel: string;
  /** dd/mm/yyyy as typed: the calendar opens at that day's month when it is a date. */
  value: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A day was picked, as dd/mm/yyyy. */
  onPick: (text: string) => void;
}

function toDate(text: string): Date | undefined {
  if (!/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(text.trim())) return undefined;
  const date = parse(text.trim(), 'd/M/yyyy', new Date(2000, 0, 1));
  return isValid(date) ? date : undefined;
}

export function DateCalendar({ buttonLabel, value, open, onOpenChange, onPick }: DateCalendarProps) {
  const selected = toDate(value);
  return (
    // Not portalled: inside a dialog the calendar must stay within its focus trap.
    <Popover.Root
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      positioning={{ placement: 'bottom-end' }}
      portalled={false}
      // Mounted on open, so the calendar opens at the typed date's month.
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <IconButton variant="outline" aria-label={buttonLabel}>
          <CalendarDays aria-hidden />
        </IconButton>
      </Popover.Trigger>
      <Popover.Positioner>
        <Popover.Content w="auto" maxW="calc(100vw - 2rem)">
          <Popover.Body p="3" css={{ '--rdp-accent-color': 'var(--chakra-colors-blue-600)' }}>
            <DayPicker
              mode="single"
              locale={enGB}
              weekStartsOn={1}
              captionLayout="dropdown"
              startMonth={new Date(2000, 0)}
              endMonth={new Date(2045, 11)}
              selected={selected}
              defaultMonth={selected}
              autoFocus
              onSelect={(day) => {
                if (!day) return;
                onPick(format(day, 'dd/MM/yyyy'));
                onOpenChange(false);
              }}
            />
          </Popover.Body>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}

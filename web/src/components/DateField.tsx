// A date field that keeps the en-GB format people type (dd/mm/yyyy, keyboard entry first) and adds a calendar
// (react-day-picker, Monday-first, en-GB) for those who would rather pick. The text stays the value, so typing,
// pasting and the form's validation work exactly as before; picking a day writes dd/mm/yyyy into it.
//
// Why not <input type="date">: its display follows the browser's locale (mm/dd/yyyy in a US-English browser),
// and its segments behave differently in every browser; a site manager's "05/01/2026" must mean 5 January.
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { format, isValid, parse } from 'date-fns';
import { Field, HStack, IconButton, Input, Popover } from '@chakra-ui/react';
import { popoverSlotRecipe } from '@chakra-ui/react/theme/recipes/popover';
import { registerRecipes, system } from '../lib/theme';
import { CalendarDays } from 'lucide-react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

// Registered here, not in lib/theme-app.ts: only the modules that render it load it (issue 36, decision 0072).
registerRecipes(system, {}, { popover: popoverSlotRecipe });

export interface DateFieldProps {
  label: string;
  /** dd/mm/yyyy as typed (may be partial or invalid while typing). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
}

function toDate(text: string): Date | undefined {
  if (!/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(text.trim())) return undefined;
  const date = parse(text.trim(), 'd/M/yyyy', new Date(2000, 0, 1));
  return isValid(date) ? date : undefined;
}

export function DateField({ label, value, onChange, onBlur, name, error }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const selected = toDate(value);
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
        {/* Not portalled: inside a dialog the calendar must stay within its focus trap. */}
        <Popover.Root
          open={open}
          onOpenChange={(d) => setOpen(d.open)}
          positioning={{ placement: 'bottom-end' }}
          portalled={false}
          // Mounted on open, so the calendar opens at the typed date's month.
          lazyMount
          unmountOnExit
        >
          <Popover.Trigger asChild>
            {/* Named without the field's own label, so "Start date" finds the input alone. */}
            <IconButton
              variant="outline"
              aria-label={`Open calendar (${label.toLowerCase().replace(/ date$/, '')})`}
            >
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
                    onChange(format(day, 'dd/MM/yyyy'));
                    setOpen(false);
                  }}
                />
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Popover.Root>
      </HStack>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A DateField bound to a react-hook-form field (its value, change, blur and message). */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          label={label}
          name={field.name}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

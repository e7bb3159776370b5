// The lines of a form, one under another (phone first): each line a bordered group named "Line n" holding the
// form's own fields, "Remove line n" on each when lines may be removed and more than one is left, and "Add line"
// under them. The form keeps the lines (useState, or react-hook-form's useFieldArray: pass `fields`, `append`
// and `remove`); this component only lays them out, so every line editor reads and is found the same way. An
// optional `lineTitle` heads each line (labour invoices name the line's type and its CIS treatment there); `noun`
// names the lines where a form holds more than one list (the site diary's delays and visitors).
import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';

export interface LineItemsEditorProps<T> {
  lines: readonly T[];
  /** A stable key per line (useFieldArray's `field.id`); the index when left out. */
  lineKey?: (line: T, index: number) => string | number;
  /** The fields of one line. */
  renderLine: (line: T, index: number) => ReactNode;
  onAdd: () => void;
  /** When given, each line offers "Remove line n" while more than one line is left. */
  onRemove?: (index: number) => void;
  /** Optional words shown at the top of each line (e.g. what its type means); the group stays "Line n". */
  lineTitle?: (line: T, index: number) => ReactNode;
  /** What a line is called, lower case ("delay": groups "Delay n", "Remove delay n", "Add delay"); "line". */
  noun?: string;
  /** Lines may all be removed (a list that may be empty), not only down to one. */
  mayBeEmpty?: boolean;
}

export function LineItemsEditor<T>({
  lines,
  lineKey,
  renderLine,
  onAdd,
  onRemove,
  lineTitle,
  noun = 'line',
  mayBeEmpty = false,
}: LineItemsEditorProps<T>) {
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <>
      {lines.map((line, i) => (
        <Stack
          key={lineKey ? lineKey(line, i) : i}
          gap="2"
          borderWidth="1px"
          borderRadius="md"
          p="3"
          role="group"
          aria-label={`${Noun} ${i + 1}`}
        >
          {lineTitle && (
            <Text fontSize="sm" fontWeight="medium">
              {lineTitle(line, i)}
            </Text>
          )}
          {renderLine(line, i)}
          {onRemove && (mayBeEmpty || lines.length > 1) && (
            <Button size="xs" variant="ghost" alignSelf="start" onClick={() => onRemove(i)}>
              {`Remove ${noun} ${i + 1}`}
            </Button>
          )}
        </Stack>
      ))}
      <Button variant="outline" onClick={onAdd}>
        {`Add ${noun}`}
      </Button>
    </>
  );
}

// A DateField bound to a react-hook-form field (its value, change, blur and message). Apart from DateField so a
// page that shows a date field outside a form (the project page's diary) does not load react-hook-form.
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DateField } from './DateField';

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

import { NumberInput, type NumberInputProps, Switch } from '@mantine/core';
import type { EntityFormKit } from './entity-form-dialog.tsx';

type SwitchFieldProps = {
  field: EntityFormKit<Record<string, unknown>>['field'];
  /** A boolean field of the form, e.g. 'isActive'. */
  path: string;
  label: string;
  hint: string;
};

/** An on/off field (Active, Featured) with the hint that says what it changes. */
export function SwitchField({ field, path, label, hint }: SwitchFieldProps) {
  return <Switch label={label} description={hint} {...field(path, { type: 'checkbox' })} />;
}

/** A required whole number from 1 up (capacity, minutes, a port's place in the order). */
export function CountInput(props: NumberInputProps) {
  return <NumberInput withAsterisk min={1} allowDecimal={false} {...props} />;
}

import {
  NumberInput,
  type NumberInputProps,
  Select,
  type SelectProps,
  Switch,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
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

/**
 * A form's field texts, read by field name: the label under the name itself, the placeholder (when
 * the field has one) under `<name>Placeholder`.
 */
export type FieldTexts<Path extends string> = Record<Path, string> &
  Partial<Record<`${Path}Placeholder`, string>>;

type LabelledFieldProps<Path extends string> = {
  field: EntityFormKit<Record<string, unknown>>['field'];
  path: Path;
  texts: FieldTexts<Path>;
  isRequired?: boolean;
};

/** The label, placeholder and required mark of a field, from the form's texts by its name. */
export function labelledBy<Path extends string>(texts: FieldTexts<Path>, path: Path, isRequired?: boolean) {
  const placeholders: Partial<Record<string, string>> = texts;
  return { label: texts[path], placeholder: placeholders[`${path}Placeholder`], withAsterisk: isRequired };
}

/** A one-line text field labelled from the form's texts; free text is written in either direction. */
export function TextField<Path extends string>({
  field,
  path,
  texts,
  isRequired,
  ...props
}: LabelledFieldProps<Path> & Omit<TextInputProps, 'label' | 'placeholder'>) {
  return <TextInput {...labelledBy(texts, path, isRequired)} dir="auto" {...props} {...field(path)} />;
}

/** A multi-line text field labelled from the form's texts, growing between `minRows` and `maxRows`. */
export function TextAreaField<Path extends string>({
  field,
  path,
  texts,
  isRequired,
  ...props
}: LabelledFieldProps<Path> & Omit<TextareaProps, 'label' | 'placeholder'>) {
  return (
    <Textarea {...labelledBy(texts, path, isRequired)} dir="auto" autosize {...props} {...field(path)} />
  );
}

/** A required choice from a list, labelled from the form's texts; once chosen it cannot be emptied. */
export function ChoiceField<Path extends string>({
  field,
  path,
  texts,
  ...props
}: Omit<LabelledFieldProps<Path>, 'isRequired'> & Omit<SelectProps, 'label'>) {
  return <Select {...labelledBy(texts, path, true)} allowDeselect={false} {...props} {...field(path)} />;
}

import { SimpleGrid, Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { type FieldTexts, labelledBy } from './form-fields.tsx';

/** An English field and its Arabic counterpart side by side (stacked on phones). */
export function SideBySide({ children }: { children: ReactNode }) {
  return <SimpleGrid cols={{ base: 1, sm: 2 }}>{children}</SimpleGrid>;
}

/** A one-line Arabic counterpart (optional): right to left, marked lang="ar", with the fallback hint. */
export function ArabicTextInput(props: TextInputProps) {
  const hint = useT().admin.bilingual.arabicHint;
  return <TextInput description={hint} {...props} dir="rtl" lang="ar" />;
}

/** A multi-line Arabic counterpart (optional): right to left, marked lang="ar". */
export function ArabicTextarea(props: TextareaProps) {
  return <Textarea autosize minRows={3} maxRows={8} {...props} dir="rtl" lang="ar" />;
}

/** A field's form props, as the entity form dialog's `field` gives them. */
type FieldProps = TextInputProps & TextareaProps;

/** The texts whose Arabic counterpart has its own label (`<name>Ar` in the shared bilingual texts). */
type BilingualPath = 'name' | 'title' | 'portName' | 'description';

type BilingualPairProps<Path extends BilingualPath> = {
  field: (path: string) => FieldProps;
  /** The English field's path; its Arabic counterpart is the same path ending in 'Ar'. */
  path: Path;
  /** The form's field texts: the English label under `path`, its placeholder under `<path>Placeholder`. */
  texts: FieldTexts<Path>;
  /** Overrides the placeholder the texts give. */
  placeholder?: string;
  isRequired?: boolean;
  /** Multi-line text: the rows both areas grow between; one line without. */
  rows?: { min: number; max: number };
};

/**
 * An English text and its optional Arabic counterpart, in the order they stand side by side. The
 * English one is required where the entity needs it; the Arabic one never is.
 */
export function BilingualPair<Path extends BilingualPath>({
  field,
  path,
  texts,
  placeholder,
  isRequired,
  rows,
}: BilingualPairProps<Path>) {
  const arabicLabels = useT().admin.bilingual;
  const labelled = labelledBy(texts, path, isRequired);
  const english = {
    ...labelled,
    placeholder: placeholder ?? labelled.placeholder,
    dir: 'auto',
    ...field(path),
  } as const;
  const arabic = { label: arabicLabels[`${path}Ar`], ...field(`${path}Ar`) };
  if (!rows) {
    return (
      <>
        <TextInput {...english} />
        <ArabicTextInput {...arabic} />
      </>
    );
  }
  return (
    <>
      <Textarea autosize minRows={rows.min} maxRows={rows.max} {...english} />
      <ArabicTextarea minRows={rows.min} maxRows={rows.max} {...arabic} />
    </>
  );
}

/**
 * Name and description in English with their Arabic counterparts, as every service form shows
 * them; `field` gives each input its form props.
 */
export function NameDescriptionFields({
  field,
  namePlaceholder,
}: {
  field: (path: string) => FieldProps;
  namePlaceholder: string;
}) {
  const fields = useT().adminServices.fields;
  return (
    <SideBySide>
      <BilingualPair field={field} path="name" texts={fields} placeholder={namePlaceholder} isRequired />
      <BilingualPair field={field} path="description" texts={fields} isRequired rows={{ min: 3, max: 6 }} />
    </SideBySide>
  );
}

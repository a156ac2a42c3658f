import { SimpleGrid, Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';

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

type BilingualField = 'name' | 'nameAr' | 'description' | 'descriptionAr';

/**
 * Name and description in English with their Arabic counterparts, as every service form shows
 * them; `field` gives each input its form props.
 */
export function NameDescriptionFields({
  field,
  namePlaceholder,
}: {
  field: (path: BilingualField) => TextInputProps & TextareaProps;
  namePlaceholder: string;
}) {
  const t = useT();
  const s = t.adminServices;
  const ar = t.admin.bilingual;
  return (
    <SideBySide>
      <TextInput
        label={s.fields.name}
        placeholder={namePlaceholder}
        withAsterisk
        dir="auto"
        {...field('name')}
      />
      <ArabicTextInput label={ar.nameAr} {...field('nameAr')} />
      <Textarea
        label={s.fields.description}
        placeholder={s.fields.descriptionPlaceholder}
        withAsterisk
        autosize
        minRows={3}
        maxRows={6}
        dir="auto"
        {...field('description')}
      />
      <ArabicTextarea label={ar.descriptionAr} maxRows={6} {...field('descriptionAr')} />
    </SideBySide>
  );
}

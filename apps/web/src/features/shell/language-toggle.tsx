import { SegmentedControl } from '@mantine/core';
import { useLanguage } from '../../lib/i18n.tsx';

/** EN / Arabic switch; the choice survives a reload. */
export function LanguageToggle({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { lang, setLang, t } = useLanguage();
  return (
    <SegmentedControl
      size={size}
      value={lang}
      onChange={(value) => setLang(value === 'ar' ? 'ar' : 'en')}
      aria-label={t.common.language.toggleLabel}
      data-testid="language-toggle"
      data={[
        { value: 'en', label: t.common.language.en },
        { value: 'ar', label: t.common.language.ar },
      ]}
    />
  );
}

import { useDirection } from '@mantine/core';
import { dir, isLanguage, type Language, type Messages } from '@marsa/i18n';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { loadedMessages, loadMessages } from './catalogs.ts';

const STORAGE_KEY = 'marsa.lang';

type LanguageState = { lang: Language; t: Messages; setLang: (lang: Language) => void };

const LanguageContext = createContext<LanguageState | null>(null);

/** The saved choice; main.tsx loads its catalog before the first render. */
export function savedLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isLanguage(saved) ? saved : 'en';
  } catch {
    return 'en';
  }
}

/** Holds the language; sets <html lang/dir> and Mantine's direction, and remembers the choice. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Language>(() => {
    const saved = savedLanguage();
    return loadedMessages(saved) ? saved : 'en';
  });
  const { setDirection } = useDirection();

  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = dir(lang);
    setDirection(dir(lang));
  }, [lang, setDirection]);

  const setLang = useCallback((next: Language) => {
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
    loadMessages(next).then(
      () => setLangState(next),
      () => undefined, // offline before the catalog was ever cached: stay in the current language
    );
  }, []);

  const t = loadedMessages(lang) ?? loadedMessages('en');
  if (!t) throw new Error('the English catalog is always loaded');
  const value = useMemo(() => ({ lang, t, setLang }), [lang, t, setLang]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageState {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside LanguageProvider');
  return value;
}

/** The current language's texts. */
export const useT = (): Messages => useLanguage().t;

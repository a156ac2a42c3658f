import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Red Sea teal; shade 7 keeps filled buttons above the WCAG AA contrast ratio. */
const sea: MantineColorsTuple = [
  '#e3fbf9',
  '#d2f2ee',
  '#a8e3dc',
  '#7bd3c9',
  '#56c6b8',
  '#3ebdae',
  '#2fb9a9',
  '#1e8478',
  '#0f7267',
  '#005f55',
];

const sand: MantineColorsTuple = [
  '#fbf5ea',
  '#f2e8d6',
  '#e4cfa9',
  '#d6b478',
  '#ca9e4f',
  '#c39035',
  '#c08927',
  '#a9751a',
  '#966713',
  '#825705',
];

export const theme = createTheme({
  primaryColor: 'sea',
  primaryShade: 7,
  colors: { sea, sand },
  // The app ships these faces (apps/web/src/styles/fonts.css); each covers only its script, so
  // Arabic text falls through to IBM Plex Sans Arabic, in headings too.
  fontFamily: "'Inter Variable', 'IBM Plex Sans Arabic', 'Segoe UI', system-ui, -apple-system, sans-serif",
  headings: {
    fontFamily: "'Playfair Display Variable', 'IBM Plex Sans Arabic', Georgia, serif",
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/**
 * Mantine's 'dimmed' text (gray.6, about 3.3:1 on white) is below the WCAG AA ratio; gray.7 passes.
 * Passed to MantineProvider's `cssVariablesResolver`.
 */
export const cssVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

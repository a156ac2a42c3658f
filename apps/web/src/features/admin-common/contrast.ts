import type { CSSProperties } from 'react';

/**
 * Mantine's 'dimmed' text (gray.6, 3.3:1 on white) is below the WCAG AA ratio; inside an element
 * with this style, dimmed text (input descriptions, divider labels, hints) uses gray.7 instead.
 * A theme-wide fix in packages/ui would make this unnecessary.
 */
export const readableDimmed = { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' } as CSSProperties;

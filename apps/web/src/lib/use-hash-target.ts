import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

/** The element id the address's #hash names ('topic-12' for /faq#topic-12), or undefined. */
export function useHashTarget(): string | undefined {
  const hash = useLocation({ select: (location) => location.hash });
  const id = decodeURIComponent(hash ?? '').replace(/^#/, '');
  return id || undefined;
}

/**
 * Once the page's list is shown (`ready`), scrolls the item the #hash names into view and marks it
 * (data-targeted, an outline): a concierge source chip (/dining#restaurant-3) opens what it names.
 * Returns the target id, so a page can also open it (an FAQ answer, a tab).
 */
export function useScrollToHash(ready: boolean): string | undefined {
  const target = useHashTarget();
  useEffect(() => {
    if (!ready || !target) return;
    const frame = requestAnimationFrame(() => {
      const element = document.getElementById(target);
      if (!element) return;
      element.dataset.targeted = 'true';
      element.style.outline = '3px solid var(--mantine-primary-color-filled)';
      element.style.outlineOffset = '3px';
      element.scrollIntoView({ block: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, target]);
  return target;
}

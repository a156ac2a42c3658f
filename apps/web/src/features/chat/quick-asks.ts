import type { Messages } from '@marsa/i18n';

export type QuickAskKey = 'specials' | 'roomService' | 'restaurants' | 'spa' | 'activities' | 'excursions';

/** A quick-ask button (§2): either puts its text in the input or sends it at once. */
export type QuickAsk = { key: QuickAskKey; label: string; text: string; action: 'fill' | 'send' };

const ORDER: readonly QuickAskKey[] = [
  'specials',
  'roomService',
  'restaurants',
  'spa',
  'activities',
  'excursions',
];

/** The six quick asks in the page's language; only Room Service sends straight away. */
export function quickAsks(t: Messages['concierge']): QuickAsk[] {
  return ORDER.map((key) => ({
    key,
    label: t.quickAsk[key],
    text: t.quickText[key],
    action: key === 'roomService' ? 'send' : 'fill',
  }));
}

/** Runs a quick ask against the composer. */
export function runQuickAsk(
  ask: QuickAsk,
  composer: { fill: (text: string) => void; send: (text: string) => void },
) {
  if (ask.action === 'send') composer.send(ask.text);
  else composer.fill(ask.text);
}

/** §5: send only when the trimmed text is non-empty and no send is pending. */
export function canSend(text: string, isPending: boolean): boolean {
  return !isPending && text.trim().length > 0;
}

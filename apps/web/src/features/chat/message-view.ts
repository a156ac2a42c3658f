import {
  type ActionProposalContent,
  parseMessageContent,
  type RestaurantCard,
  type SpaConfirmationContent,
  type SpaServiceCard,
} from '@marsa/trpc/schemas';

/** How an assistant message is drawn: plain rich text, a picture reply, or one of the §3 cards. */
export type ContentView =
  | { kind: 'text'; text: string }
  | { kind: 'rich'; text: string; images: string[]; caption?: string; captionAr?: string }
  | { kind: 'welcome'; text: string; suggestions: string[] }
  | { kind: 'restaurants'; text: string; date: string; restaurants: RestaurantCard[] }
  | { kind: 'spa_services'; text: string; date: string; services: SpaServiceCard[] }
  | { kind: 'spa_confirmation'; text: string; booking: Omit<SpaConfirmationContent, 'type' | 'message'> }
  | { kind: 'action_proposal'; text: string; proposal: Omit<ActionProposalContent, 'type' | 'message'> }
  /** A JSON reply still streaming in: nothing readable yet. */
  | { kind: 'pending' };

const LIST_LINE = /^\s*(?:[•●▪◦·*\-–]|[0-9٠-٩]{1,3}[.)])\s+/u;

/** The reply without its list lines, for replies whose list is drawn as cards instead. */
export function withoutListLines(text: string): string {
  return text
    .split('\n')
    .filter((line) => !LIST_LINE.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The picture and gallery of a rich reply as one list, the main picture first. */
export function richImages(content: { image?: string; gallery?: string[] }): string[] {
  return [
    ...new Set([content.image, ...(content.gallery ?? [])].filter((src): src is string => !!src?.trim())),
  ];
}

/**
 * Reads a message's content (§3): a structured type, a JSON rich reply {message, image,
 * imageCaption, gallery}, or plain text. While a reply streams, a JSON object that is not complete
 * yet is 'pending' rather than shown as raw JSON.
 */
export function contentView(content: string, isStreaming = false): ContentView {
  const parsed = parseMessageContent(content);
  if (parsed.kind === 'text') {
    return isStreaming && content.trimStart().startsWith('{')
      ? { kind: 'pending' }
      : { kind: 'text', text: content };
  }
  if (parsed.kind === 'rich') {
    const { message, imageCaption, imageCaptionAr } = parsed.content;
    return {
      kind: 'rich',
      text: message,
      images: richImages(parsed.content),
      caption: imageCaption || undefined,
      ...(imageCaptionAr ? { captionAr: imageCaptionAr } : {}),
    };
  }
  const structured = parsed.content;
  switch (structured.type) {
    case 'welcome':
      return { kind: 'welcome', text: structured.message, suggestions: structured.suggestions };
    case 'restaurants':
      return {
        kind: 'restaurants',
        text: withoutListLines(structured.message),
        date: structured.date,
        restaurants: structured.restaurants,
      };
    case 'spa_services':
      return {
        kind: 'spa_services',
        text: withoutListLines(structured.message),
        date: structured.date,
        services: structured.services,
      };
    case 'spa_confirmation': {
      const { type: _type, message, ...booking } = structured;
      return { kind: 'spa_confirmation', text: message, booking };
    }
    case 'action_proposal': {
      const { type: _type, message, ...proposal } = structured;
      return { kind: 'action_proposal', text: message, proposal };
    }
  }
}

/** Thumbs make sense on answers only: not on the automatic welcome nor on a reply still arriving. */
export const canRate = (view: ContentView) => view.kind !== 'welcome' && view.kind !== 'pending';

/** A message's local clock time 'HH:MM', for formatTime. */
export function clockOf(createdAt: string | Date): string | null {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

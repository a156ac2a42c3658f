/** A run of text, bold or not. */
export type RichSegment = { text: string; isBold: boolean };

/** What an assistant reply's text is made of, line by line (§2 'Concierge chat'). */
export type RichBlock =
  | { kind: 'heading'; segments: RichSegment[] }
  | { kind: 'paragraph'; segments: RichSegment[] }
  | { kind: 'bullets'; items: RichSegment[][] }
  | { kind: 'numbered'; start: number; items: RichSegment[][] };

const BULLET = /^\s*[•●▪◦·*\-–]\s+(.+)$/u;
const NUMBERED = /^\s*([0-9٠-٩]{1,3})[.)]\s+(.+)$/u;
const MARKDOWN_HEADING = /^\s*#{1,6}\s+(.+)$/u;
const HEADING_MAX = 80;
/** A letter that starts a 'capitalised' line: an uppercase letter, or Arabic, which has no case. */
const CAPITAL = /^[\p{Lu}\p{Script=Arabic}]/u;

const toNumber = (digits: string) =>
  Number(digits.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)));

/** A heading line: starts with a capital, ends with a colon, short, and is not a list item. */
export function isHeadingLine(line: string): boolean {
  const trimmed = line.trim();
  return (
    trimmed.length > 1 && trimmed.length <= HEADING_MAX && trimmed.endsWith(':') && CAPITAL.test(trimmed)
  );
}

const patternCache = new Map<string, RegExp | null>();

function namePattern(names: readonly string[]): RegExp | null {
  const key = names.join('\u0000');
  const cached = patternCache.get(key);
  if (cached !== undefined) return cached;
  const unique = [...new Set(names.map((name) => name.trim()).filter(Boolean))];
  // Longest first, so 'Amwaj Buffet' wins over a shorter name it contains.
  unique.sort((a, b) => b.length - a.length);
  const escaped = unique.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = escaped.length
    ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'giu')
    : null;
  patternCache.set(key, pattern);
  return pattern;
}

function boldNames(text: string, names: readonly string[]): RichSegment[] {
  const pattern = namePattern(names);
  if (!pattern || !text) return text ? [{ text, isBold: false }] : [];
  const segments: RichSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) segments.push({ text: text.slice(last, start), isBold: false });
    segments.push({ text: match[0], isBold: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), isBold: false });
  return segments;
}

/** Splits a line into plain and bold runs: `**markdown bold**` and the given fixed names. */
export function boldSegments(text: string, names: readonly string[]): RichSegment[] {
  const segments: RichSegment[] = [];
  const parts = text.split(/\*\*(.+?)\*\*/g);
  parts.forEach((part, index) => {
    if (index % 2 === 1) segments.push({ text: part, isBold: true });
    else segments.push(...boldNames(part, names));
  });
  // Neighbouring runs of the same weight read as one.
  return segments.reduce<RichSegment[]>((merged, segment) => {
    const previous = merged[merged.length - 1];
    if (previous && previous.isBold === segment.isBold) previous.text += segment.text;
    else merged.push({ ...segment });
    return merged;
  }, []);
}

/**
 * Reads an assistant reply into blocks: bullet lines ('•', '-', '*') and numbered lines ('1.',
 * '2)') grouped into lists, heading lines (a capitalised line ending in a colon, or '# Title'),
 * and paragraphs; blank lines only separate. Fixed names and **bold** are marked in every block.
 */
export function parseRichText(text: string, names: readonly string[] = []): RichBlock[] {
  const blocks: RichBlock[] = [];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (!line.trim()) continue;
    const previous = blocks[blocks.length - 1];
    const bullet = BULLET.exec(line);
    if (bullet?.[1]) {
      const item = boldSegments(bullet[1], names);
      if (previous?.kind === 'bullets') previous.items.push(item);
      else blocks.push({ kind: 'bullets', items: [item] });
      continue;
    }
    const numbered = NUMBERED.exec(line);
    if (numbered?.[1] && numbered[2]) {
      const item = boldSegments(numbered[2], names);
      if (previous?.kind === 'numbered') previous.items.push(item);
      else blocks.push({ kind: 'numbered', start: toNumber(numbered[1]), items: [item] });
      continue;
    }
    const markdownHeading = MARKDOWN_HEADING.exec(line);
    if (markdownHeading?.[1]) {
      blocks.push({ kind: 'heading', segments: boldSegments(markdownHeading[1].trim(), names) });
      continue;
    }
    if (isHeadingLine(line)) {
      blocks.push({ kind: 'heading', segments: boldSegments(line.trim(), names) });
      continue;
    }
    blocks.push({ kind: 'paragraph', segments: boldSegments(line.trim(), names) });
  }
  return blocks;
}

import { describe, expect, it } from 'vitest';
import { boldSegments, isHeadingLine, parseRichText, type RichSegment } from './rich-text-blocks.ts';

const NAMES = ['Irth', 'La Tavola', 'Amwaj Buffet', 'Amwaj Terrace', 'Red Sea', 'hydroponic', 'Jeddah'];
const plain = (segments: RichSegment[]) => segments.map((s) => s.text).join('');
const bold = (segments: RichSegment[]) => segments.filter((s) => s.isBold).map((s) => s.text);

describe('parseRichText', () => {
  it('groups bullet lines of every common marker into one list', () => {
    const blocks = parseRichText('Our venues:\n• Irth\n- La Tavola\n* Amwaj Buffet\nEnjoy!');
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'bullets', 'paragraph']);
    const list = blocks[1];
    expect(list?.kind === 'bullets' && list.items.map(plain)).toEqual(['Irth', 'La Tavola', 'Amwaj Buffet']);
  });

  it('groups numbered lines and keeps the first number, Arabic digits too', () => {
    const [list] = parseRichText('3. Sunset Yoga\n4) Water Park');
    expect(list).toMatchObject({ kind: 'numbered', start: 3 });
    expect(list?.kind === 'numbered' && list.items.map(plain)).toEqual(['Sunset Yoga', 'Water Park']);
    expect(parseRichText('٢. اليوغا')[0]).toMatchObject({ kind: 'numbered', start: 2 });
  });

  it('starts a new list after a paragraph breaks it', () => {
    const kinds = parseRichText('• a\nbetween\n• b').map((b) => b.kind);
    expect(kinds).toEqual(['bullets', 'paragraph', 'bullets']);
  });

  it('reads markdown headings and skips blank lines', () => {
    const blocks = parseRichText('## Dining tonight\n\n\nTables are free.');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toMatchObject({
      kind: 'heading',
      segments: [{ text: 'Dining tonight', isBold: false }],
    });
  });

  it('keeps a dash that is not a bullet (no space after it)', () => {
    expect(parseRichText('-5 degrees at night')[0]?.kind).toBe('paragraph');
  });
});

describe('isHeadingLine', () => {
  it('is a capitalised line ending in a colon', () => {
    expect(isHeadingLine('Restaurants on board:')).toBe(true);
    expect(isHeadingLine('  Free times:  ')).toBe(true);
    expect(isHeadingLine('الأوقات المتاحة:')).toBe(true);
  });

  it('is not lowercase, not colon-less, not a sentence with a colon inside', () => {
    expect(isHeadingLine('free times:')).toBe(false);
    expect(isHeadingLine('Restaurants on board')).toBe(false);
    expect(isHeadingLine('Free tables today: 6:00 PM, 7:00 PM. Would you like one?')).toBe(false);
    expect(isHeadingLine(`${'A'.repeat(90)}:`)).toBe(false);
  });
});

describe('boldSegments', () => {
  it('bolds the fixed names as whole words, the longest name first', () => {
    const segments = boldSegments('Dine at Irth or Amwaj Terrace on the Red Sea.', NAMES);
    expect(bold(segments)).toEqual(['Irth', 'Amwaj Terrace', 'Red Sea']);
    expect(plain(segments)).toBe('Dine at Irth or Amwaj Terrace on the Red Sea.');
  });

  it('does not bold a name inside another word', () => {
    expect(bold(boldSegments('Happy birthday from Jeddahs', NAMES))).toEqual([]);
  });

  it('matches case-insensitively, so the lowercase spec name hydroponic finds Hydroponic', () => {
    expect(bold(boldSegments('Visit the Hydroponic garden', NAMES))).toEqual(['Hydroponic']);
  });

  it('bolds English names inside Arabic text and **markdown bold**', () => {
    expect(bold(boldSegments('احجز في Irth الليلة', NAMES))).toEqual(['Irth']);
    expect(bold(boldSegments('A **chef’s table** tonight', NAMES))).toEqual(['chef’s table']);
  });

  it('merges neighbouring runs and leaves text without names alone', () => {
    expect(boldSegments('**Irth** and', NAMES)).toEqual([
      { text: 'Irth', isBold: true },
      { text: ' and', isBold: false },
    ]);
    expect(boldSegments('Nothing here', [])).toEqual([{ text: 'Nothing here', isBold: false }]);
  });

  it('bolds names in list items and headings too', () => {
    const [heading, list] = parseRichText('Jeddah highlights:\n• Dinner at La Tavola', NAMES);
    expect(heading?.kind === 'heading' && bold(heading.segments)).toEqual(['Jeddah']);
    expect(list?.kind === 'bullets' && list.items[0] && bold(list.items[0])).toEqual(['La Tavola']);
  });
});

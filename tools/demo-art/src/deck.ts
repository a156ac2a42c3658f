import type { VENUE_CATEGORIES } from '@marsa/db/constants';
import { gradient, svgDoc } from './svg.ts';

type VenueCategory = (typeof VENUE_CATEGORIES)[number];

export const CATEGORY_COLORS: Record<VenueCategory, string> = {
  dining: '#c0713a',
  entertainment: '#7b4397',
  services: '#3d6f9e',
  shopping: '#b5838d',
  recreation: '#2a9d8f',
  accommodation: '#6c757d',
  spa: '#a86fb0',
};

export type DeckLayout = {
  deckNumber: number;
  deckName: string;
  venues: { name: string; category: VenueCategory; xPosition: number; yPosition: number }[];
  cabins?: number;
};

const WIDTH = 1600;
const HEIGHT = 640;
const HULL =
  'M70 110 L1180 110 C1400 110 1530 220 1575 320 C1530 420 1400 530 1180 530 L70 530 Q40 530 40 500 L40 140 Q40 110 70 110 Z';
const DECK =
  'M84 126 L1176 126 C1390 126 1508 226 1550 320 C1508 414 1390 514 1176 514 L84 514 Q56 514 56 488 L56 152 Q56 126 84 126 Z';
const BOX_W = 200;
const BOX_H = 80;

function cabinRows(cabins: number): { defs: string; body: string } {
  const perSide = Math.ceil(cabins / 2);
  const cell = (1300 - 90) / perSide;
  const defs = `<pattern id="cabins" width="${cell.toFixed(3)}" height="80" patternUnits="userSpaceOnUse"><rect x="0.75" y="0.75" width="${(cell - 1.5).toFixed(3)}" height="78.5" fill="#e9edf1" stroke="#b7c0ca" stroke-width="1.5"/></pattern>`;
  const body = [
    '<rect x="90" y="138" width="1210" height="80" fill="url(#cabins)"/>',
    '<rect x="90" y="422" width="1210" height="80" fill="url(#cabins)"/>',
  ].join('');
  return { defs, body };
}

/** A venue's floor area in its category's colour; its name is drawn by the page, in the guest's language. */
function venueBox(venue: DeckLayout['venues'][number]): string {
  const cx = (venue.xPosition / 100) * WIDTH;
  const cy = (venue.yPosition / 100) * HEIGHT;
  const color = CATEGORY_COLORS[venue.category];
  return `<rect x="${cx - BOX_W / 2}" y="${cy - BOX_H / 2}" width="${BOX_W}" height="${BOX_H}" rx="12" fill="${color}" opacity="0.35" stroke="${color}" stroke-width="2"/>`;
}

/** The bow, as a shape rather than a word: a chevron at the forward end. */
const BOW_MARK =
  '<path d="M1490 300 L1520 320 L1490 340" fill="none" stroke="#26415c" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>';

/**
 * A top-down deck plan: the hull (bow to the right) with a coloured area where each venue's pin
 * goes. No words are drawn: names, the deck title and the legend are the page's, localised.
 */
export function renderDeckLayout(layout: DeckLayout): string {
  const cabins = layout.cabins ? cabinRows(layout.cabins) : { defs: '', body: '' };
  const isOpenDeck = layout.deckNumber >= 16;
  const defs =
    gradient('sea', ['#e6f1f7', '#d2e6f1']) +
    gradient('deck', isOpenDeck ? ['#e4efe9', '#d3e5dc'] : ['#f8f5ef', '#efe9de']) +
    cabins.defs;
  const body = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sea)"/>`,
    `<path d="${HULL}" fill="#26415c"/>`,
    `<path d="${DECK}" fill="url(#deck)"/>`,
    '<path d="M90 320 H1480" stroke="#c9c2b4" stroke-width="2" stroke-dasharray="10 8"/>',
    cabins.body,
    ...layout.venues.map(venueBox),
    BOW_MARK,
  ].join('');
  return svgDoc(WIDTH, HEIGHT, defs, body);
}

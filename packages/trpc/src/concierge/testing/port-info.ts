import type { PortInfo } from '../tools/types.ts';

/** A port call for tests: a Saudi day call, 07:00–19:00, unless told otherwise. */
export const portInfo = (over: Partial<PortInfo> & Pick<PortInfo, 'order' | 'portName'>): PortInfo => ({
  id: over.order,
  country: 'Saudi Arabia',
  description: '',
  arrivalDate: '2026-11-24',
  arrivalTime: '07:00',
  departureDate: '2026-11-24',
  departureTime: '19:00',
  highlights: [],
  activities: [],
  imageUrl: '',
  ...over,
});

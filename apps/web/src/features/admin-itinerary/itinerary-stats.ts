type PortLike = { id: number; portName: string; portOrder: number };

export type ItineraryStats = { totalPorts: number; cruiseDays: number; nextPort: string | null };

/**
 * §2 stat cards: the number of ports; the cruise duration in days, the port count plus one
 * (0 when there are none); and the next port, the one whose order is 1 (null when none is).
 */
export function itineraryStats(ports: readonly PortLike[]): ItineraryStats {
  return {
    totalPorts: ports.length,
    cruiseDays: ports.length === 0 ? 0 : ports.length + 1,
    nextPort: ports.find((port) => port.portOrder === 1)?.portName ?? null,
  };
}

/** Ports in sailing order (portOrder, then id so equal orders stay stable). */
export function sortPorts<T extends PortLike>(ports: readonly T[]): T[] {
  return [...ports].sort((a, b) => a.portOrder - b.portOrder || a.id - b.id);
}

/** The order a new port most likely takes: one after the last. */
export function nextPortOrder(ports: readonly PortLike[]): number {
  return ports.reduce((max, port) => Math.max(max, port.portOrder), 0) + 1;
}

type PluralTable = Record<Intl.LDMLPluralRule, string>;

/** 'N Days' in the language's plural form (Arabic has six). */
export function daysLabel(count: number, lang: string, table: PluralTable): string {
  const form = new Intl.PluralRules(lang).select(count);
  return table[form].replace('{count}', String(count));
}

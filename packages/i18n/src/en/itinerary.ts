/** Texts of /itinerary (§2 Guest itinerary). */
export const itinerary = {
  title: 'Cruise Itinerary',
  subtitle: 'Your voyage port by port, with times, highlights and things to do ashore',
  summary: '{ports} ports · {days} days',
  loading: 'Loading the itinerary...',
  loadFailed: 'The itinerary could not be loaded',
  retry: 'Try again',
  empty: {
    title: 'Itinerary Coming Soon',
    body: 'The crew is charting our course. Ports and times will appear here shortly.',
  },
  portNumber: 'Port {number} of {total}',
  day: 'Day {day}',
  today: 'In port today',
  arrival: 'Arrival',
  departure: 'Departure',
  allAboard: 'All aboard',
  highlights: 'Highlights',
  activities: 'Things to do',
  moreActivities: '+{count} more',
  imageAlt: 'View of {port}, {country}',
  concierge: {
    title: 'Questions about a port or a shore excursion?',
    body: 'Ask the AI concierge about excursions, what to see, opening hours or how to get around ashore.',
    action: 'Ask the Concierge',
  },
} as const;

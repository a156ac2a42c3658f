/** Texts of /faq (not shown by the spec: the knowledge topics, grouped and searchable). */
export const faq = {
  title: 'Frequently Asked Questions',
  subtitle: 'Answers to what guests ask most, from embarkation day to the spa',
  searchLabel: 'Search the FAQ',
  searchPlaceholder: 'Search questions and answers...',
  clearSearch: 'Clear search',
  categoryFilter: 'Show a category',
  allCategories: 'All topics',
  loading: 'Loading answers...',
  loadFailed: 'The FAQ could not be loaded',
  retry: 'Try again',
  results: '{count} answers',
  oneResult: '1 answer',
  empty: {
    title: 'FAQ coming soon',
    body: 'The crew is writing up answers to common questions. The concierge can help right now.',
  },
  noResults: {
    title: 'No answers found',
    body: 'Nothing matches “{query}”. Try other words, or ask the concierge.',
  },
  categories: {
    general: 'General',
    safety: 'Safety',
    services: 'Services',
    dining: 'Dining',
    activities: 'Activities',
    excursions: 'Shore Excursions',
    spa: 'Spa',
  },
  concierge: {
    title: 'Can’t find your answer?',
    body: 'The AI concierge answers any question about the ship, day or night.',
    action: 'Ask the Concierge',
  },
} as const;

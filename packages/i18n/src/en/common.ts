/** Shell texts: navigation, guards, toasts shared by every screen. */
export const common = {
  productTagline: 'Digital Concierge',
  metaDescription:
    'Luxury cruise AI concierge: book restaurants, spa treatments and activities on board with your personal assistant.',
  loading: 'Loading...',
  language: { en: 'EN', ar: 'العربية', toggleLabel: 'Switch language' },
  nav: {
    cruiseServices: 'Cruise Services',
    shipInformation: 'Ship Information',
    concierge: 'AI Concierge',
    shoreExcursions: 'Shore Excursions',
    itinerary: 'Itinerary',
    recommendations: 'Recommendations',
    bookings: 'My Bookings',
    deckMaps: 'Deck Maps',
    dining: 'Dining',
    activities: 'Activities',
    faq: 'FAQ',
    admin: 'Admin',
    welcomeAboard: 'Welcome aboard,',
    guestFallback: 'Guest',
    signOut: 'Sign Out',
    suiteLine: 'Suite {roomNumber} • Deck {deck}',
    openMenu: 'Open navigation',
  },
  guard: {
    accessDenied: 'Access Denied',
    needAdmin: 'You need admin privileges to access this page.',
    backHome: 'Back to the concierge',
  },
  notFound: {
    title: '404 Page Not Found',
    body: 'Did you forget to add the page to the router?',
  },
  toast: {
    logoutFailed: 'Logout failed',
    loggedOut: 'Logged out',
    loggedOutBody: 'You have been successfully logged out.',
    error: 'Error',
  },
  comingSoon: 'This section is being prepared by the crew.',
} as const;

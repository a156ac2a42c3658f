/** Texts of the guest's requests for a person: 'My Requests' on /bookings and crew replies in the chat (issue 12). */
export const requests = {
  title: 'My Requests',
  subtitle: 'Questions you passed to our crew, and their answers',
  loading: 'Loading requests...',
  loadFailed: 'Your requests could not be loaded',
  retry: 'Try again',
  empty: 'No requests yet. Ask the concierge to connect you with a member of our staff at any time.',
  number: 'Request #{id}',
  askedOn: 'Asked {date}',
  department: 'Department: {department}',
  noReply: 'Our crew will answer here and in your chat.',
  replyFrom: 'Reply from the crew',
  status: { open: 'Open', in_progress: 'In progress', resolved: 'Resolved' },
  categories: {
    restaurant: 'Dining',
    spa: 'Spa',
    activity: 'Activities',
    shore_excursion: 'Shore Excursions',
    general: 'Guest Services',
  },
  /** A crew member's reply in the chat. */
  chat: {
    crew: 'Crew',
    from: '{department} · Crew',
    aboutRequest: 'Reply to your request #{id}',
  },
} as const;

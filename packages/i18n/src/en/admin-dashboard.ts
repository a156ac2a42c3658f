/** Texts of /admin (§2 admin dashboard). */
export const adminDashboard = {
  title: 'Dashboard',
  subtitle: 'Overview and statistics of the ship’s concierge',
  counts: {
    restaurants: 'Restaurants',
    spaServices: 'Spa Services',
    activities: 'Activities',
    knowledgeTopics: 'Knowledge Base Topics',
    aiLearnings: 'AI Learnings',
    schedules: 'Schedules',
    bookings: 'Bookings',
  },
  countHints: {
    restaurants: 'Dining venues on board',
    spaServices: 'Treatments and therapies',
    activities: 'Things to do on board',
    knowledgeTopics: 'Answers the concierge knows',
    aiLearnings: 'Conversations to review',
    schedules: 'Bookable time slots',
    bookings: 'Guest reservations',
  },
  systemStatus: 'System Status: Online',
  systemStatusBody: 'All concierge services are running normally.',
  recentActivity: 'Recent Activity',
  activity: {
    knowledge: {
      title: 'Knowledge base updated',
      detail: 'FAQ topics imported from a spreadsheet',
      time: '2 hours ago',
    },
    learning: {
      title: 'AI response corrected',
      detail: 'An answer about spa opening hours was improved',
      time: '5 hours ago',
    },
    schedule: {
      title: 'Daily schedule generated',
      detail: 'New dinner slots opened at La Tavola',
      time: 'Yesterday',
    },
    restaurant: {
      title: 'Restaurant details updated',
      detail: 'Opening hours of Layalina changed',
      time: 'Yesterday',
    },
  },
  quickActions: 'Quick Actions',
  tips: {
    import: {
      title: 'Import knowledge',
      body: 'Upload an Excel file of topics, questions and answers so the concierge can answer them.',
      action: 'Import Data',
    },
    learnings: {
      title: 'Review AI answers',
      body: 'Correct answers that need work; the concierge gives your correction from then on.',
      action: 'Open AI Learnings',
    },
    services: {
      title: 'Open daily schedules',
      body: 'Generate a day of bookable time slots for every restaurant and spa service.',
      action: 'Manage Services',
    },
  },
  loadFailed: 'Could not load the dashboard figures',
  retry: 'Try again',
} as const;

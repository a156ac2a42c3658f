/** Texts of the offline mode and the installable app (issue 11). */
export const offline = {
  banner: "You're offline. Showing what was saved on this device; it updates when the connection is back.",
  needsConnection: "You're offline. This needs a connection and will work when it is back.",
  chatQueued: 'Waiting for the connection. This message will be sent when it is back.',
  chatSentTitle: 'Back online',
  chatSent: 'Your waiting message was sent.',
  chatSentMany: 'Your {count} waiting messages were sent.',
  updateAvailable: 'A new version is available',
  reload: 'Reload',
} as const;

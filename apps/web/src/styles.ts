// The app's stylesheets, loaded by main.tsx before the first render rather than linked in the
// page's head: there they would block the first paint (index.html's splash) until downloaded.
// The build preloads them in parallel with the scripts (see src/build/preload-styles.ts).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/fonts.css';
import './styles/global.css';

import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/placeholder-page.tsx';
import { useT } from '../../lib/i18n.tsx';

export const Route = createFileRoute('/_guest/itinerary')({ component: Page });

function Page() {
  const t = useT();
  return <PlaceholderPage title={t.common.nav.itinerary} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell/placeholder-page.tsx';
import { useT } from '../../lib/i18n.tsx';

export const Route = createFileRoute('/admin/ai-learnings')({ component: Page });

function Page() {
  const t = useT();
  return <PlaceholderPage title={t.common.adminNav.aiLearnings} subtitle={t.common.adminNav.aiLearningsHint} />;
}

import { EmptyState, PageHeader } from '@marsa/ui';
import { IconTools } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';

/** A heading and an empty state for a screen whose content is still on its way. */
export function PlaceholderPage({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  const t = useT();
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <EmptyState icon={<IconTools />} title={title} description={t.common.comingSoon} />
    </>
  );
}

import { EmptyState } from '@marsa/ui';
import { IconMapSearch } from '@tabler/icons-react';
import { useT } from '../../lib/i18n.tsx';

/** §2 list empty state, when the filters leave nothing. */
export function NoExcursionsFound() {
  const t = useT().excursions.empty;
  return <EmptyState icon={<IconMapSearch />} title={t.title} description={t.body} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { RequestsPage } from '../../features/admin-requests/requests-page.tsx';

type RequestsSearch = { id?: number };

export const Route = createFileRoute('/admin/requests')({
  // A plain parser, not zod: route options stay in the entry chunk (FACTS.md).
  validateSearch: (search: Record<string, unknown>): RequestsSearch => {
    const id = Number(search.id);
    return Number.isInteger(id) && id > 0 ? { id } : {};
  },
  component: RequestsPage,
});

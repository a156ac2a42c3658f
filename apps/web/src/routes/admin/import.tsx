import { createFileRoute } from '@tanstack/react-router';
import { ImportPage } from '../../features/admin-import/import-page.tsx';

export const Route = createFileRoute('/admin/import')({ component: ImportPage });

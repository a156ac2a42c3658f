import { createFileRoute } from '@tanstack/react-router';
import { ServicesPage } from '../../features/admin-services/services-page.tsx';

export const Route = createFileRoute('/admin/services')({ component: ServicesPage });

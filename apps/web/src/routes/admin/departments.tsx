import { createFileRoute } from '@tanstack/react-router';
import { DepartmentsPage } from '../../features/admin-departments/departments-page.tsx';

export const Route = createFileRoute('/admin/departments')({ component: DepartmentsPage });

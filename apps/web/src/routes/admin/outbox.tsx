import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../../features/admin-outbox/outbox-page.tsx';

export const Route = createFileRoute('/admin/outbox')({ component: OutboxPage });

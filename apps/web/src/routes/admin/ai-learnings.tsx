import { createFileRoute } from '@tanstack/react-router';
import { LearningsPage } from '../../features/admin-learnings/learnings-page.tsx';

export const Route = createFileRoute('/admin/ai-learnings')({ component: LearningsPage });

import { createFileRoute } from '@tanstack/react-router';
import { ActivitiesPage } from '../../features/activities/activities-page.tsx';

export const Route = createFileRoute('/_guest/activities')({ component: ActivitiesPage });

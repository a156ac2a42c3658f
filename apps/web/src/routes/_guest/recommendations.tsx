import { createFileRoute } from '@tanstack/react-router';
import { RecommendationsPage } from '../../features/recommendations/recommendations-page.tsx';

export const Route = createFileRoute('/_guest/recommendations')({ component: RecommendationsPage });

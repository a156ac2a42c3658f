import { createFileRoute } from '@tanstack/react-router';
import { DiningPage } from '../../features/dining/dining-page.tsx';

export const Route = createFileRoute('/_guest/dining')({ component: DiningPage });

import { createFileRoute } from '@tanstack/react-router';
import { ExcursionsPage } from '../../features/excursions/excursions-page.tsx';

export const Route = createFileRoute('/_guest/shore-excursions')({ component: ExcursionsPage });

import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../../features/faq/faq-page.tsx';

export const Route = createFileRoute('/_guest/faq')({ component: FaqPage });

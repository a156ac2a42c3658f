import { createFileRoute } from '@tanstack/react-router';
import { PromotionsPage } from '../../features/admin-promotions/promotions-page.tsx';

export const Route = createFileRoute('/admin/promotions')({ component: PromotionsPage });

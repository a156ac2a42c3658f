import { createFileRoute } from '@tanstack/react-router';
import { ItineraryPage } from '../../features/admin-itinerary/itinerary-page.tsx';

export const Route = createFileRoute('/admin/itinerary')({ component: ItineraryPage });

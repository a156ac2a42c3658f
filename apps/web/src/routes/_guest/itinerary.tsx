import { createFileRoute } from '@tanstack/react-router';
import { ItineraryPage } from '../../features/itinerary/itinerary-page.tsx';

export const Route = createFileRoute('/_guest/itinerary')({ component: ItineraryPage });

import type { Messages } from '@marsa/i18n';
import {
  IconAnchor,
  IconBallFootball,
  IconBrain,
  IconBuildingStore,
  IconCalendarEvent,
  IconChartBar,
  IconFileImport,
  IconHelpCircle,
  IconInbox,
  IconLifebuoy,
  IconMap2,
  IconMessageChatbot,
  IconMountain,
  IconRoute,
  IconSparkles,
  IconSpeakerphone,
  IconToolsKitchen2,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type NavItem = { to: string; label: string; hint?: string; icon: ReactNode };

/** §2 guest side navigation, in its two groups. */
export function guestNav(t: Messages): { title: string; items: NavItem[] }[] {
  const nav = t.common.nav;
  return [
    {
      title: nav.cruiseServices,
      items: [
        { to: '/', label: nav.concierge, icon: <IconMessageChatbot size={18} /> },
        { to: '/shore-excursions', label: nav.shoreExcursions, icon: <IconMountain size={18} /> },
        { to: '/itinerary', label: nav.itinerary, icon: <IconRoute size={18} /> },
        { to: '/recommendations', label: nav.recommendations, icon: <IconSparkles size={18} /> },
        { to: '/bookings', label: nav.bookings, icon: <IconCalendarEvent size={18} /> },
      ],
    },
    {
      title: nav.shipInformation,
      items: [
        { to: '/deck-maps', label: nav.deckMaps, icon: <IconMap2 size={18} /> },
        { to: '/dining', label: nav.dining, icon: <IconToolsKitchen2 size={18} /> },
        { to: '/activities', label: nav.activities, icon: <IconBallFootball size={18} /> },
        { to: '/faq', label: nav.faq, icon: <IconHelpCircle size={18} /> },
      ],
    },
  ];
}

/** §2 admin sidebar, plus Deck Maps (issue 5 links it too). */
export function adminNav(t: Messages): NavItem[] {
  const nav = t.common.adminNav;
  return [
    { to: '/admin', label: nav.dashboard, hint: nav.dashboardHint, icon: <IconChartBar size={18} /> },
    { to: '/admin/import', label: nav.import, hint: nav.importHint, icon: <IconFileImport size={18} /> },
    {
      to: '/admin/ai-learnings',
      label: nav.aiLearnings,
      hint: nav.aiLearningsHint,
      icon: <IconBrain size={18} />,
    },
    {
      to: '/admin/services',
      label: nav.services,
      hint: nav.servicesHint,
      icon: <IconBuildingStore size={18} />,
    },
    {
      to: '/admin/departments',
      label: nav.departments,
      hint: nav.departmentsHint,
      icon: <IconUsersGroup size={18} />,
    },
    {
      to: '/admin/promotions',
      label: nav.promotions,
      hint: nav.promotionsHint,
      icon: <IconSpeakerphone size={18} />,
    },
    { to: '/admin/itinerary', label: nav.itinerary, hint: nav.itineraryHint, icon: <IconAnchor size={18} /> },
    { to: '/admin/requests', label: t.adminRequests.nav.requests, icon: <IconLifebuoy size={18} /> },
    { to: '/admin/outbox', label: t.adminRequests.nav.outbox, icon: <IconInbox size={18} /> },
    { to: '/admin/deck-maps', label: nav.deckMaps, hint: nav.deckMapsHint, icon: <IconMap2 size={18} /> },
  ];
}

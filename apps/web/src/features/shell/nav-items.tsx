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

type AdminNavTexts = Messages['common']['adminNav'];
/** The admin sections whose sidebar link carries a hint (the `<key>Hint` text under its label). */
type HintedSection = Extract<keyof AdminNavTexts, `${string}Hint`> extends `${infer Key}Hint` ? Key : never;
type TablerIcon = typeof IconMap2;

/** §2 admin sidebar, plus Deck Maps (issue 5 links it too). */
export function adminNav(t: Messages): NavItem[] {
  const nav = t.common.adminNav;
  const section = (to: string, key: HintedSection & keyof AdminNavTexts, Icon: TablerIcon): NavItem => ({
    to,
    label: nav[key],
    hint: nav[`${key}Hint`],
    icon: <Icon size={18} />,
  });
  return [
    section('/admin', 'dashboard', IconChartBar),
    section('/admin/import', 'import', IconFileImport),
    section('/admin/ai-learnings', 'aiLearnings', IconBrain),
    section('/admin/services', 'services', IconBuildingStore),
    section('/admin/departments', 'departments', IconUsersGroup),
    section('/admin/promotions', 'promotions', IconSpeakerphone),
    section('/admin/itinerary', 'itinerary', IconAnchor),
    { to: '/admin/requests', label: t.adminRequests.nav.requests, icon: <IconLifebuoy size={18} /> },
    { to: '/admin/outbox', label: t.adminRequests.nav.outbox, icon: <IconInbox size={18} /> },
    section('/admin/deck-maps', 'deckMaps', IconMap2),
  ];
}

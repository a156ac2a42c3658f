import { Button, Group, Stack } from '@mantine/core';
import { interpolate } from '@marsa/i18n';
import type { SpaBookingHint } from '@marsa/trpc/schemas';
import { ImageCarousel, type ImageCarouselLabels, RichText } from '@marsa/ui';
import { lazy, Suspense, useMemo } from 'react';
import { useCurrentUser } from '../../lib/auth.ts';
import { useLanguage, useT } from '../../lib/i18n.tsx';
import type { BookingTarget } from '../bookings/booking-dialog.tsx';
import { useBrandName } from '../shell/brand.tsx';
import type { ContentView } from './message-view.ts';
import { ProposalCard } from './proposal-card.tsx';
import { SpaConfirmationCard } from './spa-confirmation-card.tsx';
import { TypingDots } from './typing-indicator.tsx';
import { useEntityNames } from './use-entity-names.ts';

type AssistantContentProps = {
  view: ContentView;
  isStreaming?: boolean;
  spaHint?: SpaBookingHint;
  onSuggestion: (text: string) => void;
  onBook: (booking: BookingTarget) => void;
  /** The conversation's latest message: a proposal there can still be confirmed or changed. */
  isLatest?: boolean;
};

/**
 * The venue cards of a reply load with the first reply that has them, not with the page: a guest's
 * first load of the chat stays small (issue 11's budget).
 */
const RestaurantCards = lazy(() =>
  import('./restaurant-cards.tsx').then((module) => ({ default: module.RestaurantCards })),
);
const SpaServiceCards = lazy(() =>
  import('./spa-service-cards.tsx').then((module) => ({ default: module.SpaServiceCards })),
);

/** The body of an assistant message: rich text, a picture reply, or the cards of §3. */
export function AssistantContent({
  view,
  isStreaming = false,
  spaHint,
  onSuggestion,
  onBook,
  isLatest = false,
}: AssistantContentProps) {
  const { lang, t: messages } = useLanguage();
  const t = messages.concierge;
  const names = useEntityNames();
  const labels = useMemo<ImageCarouselLabels>(
    () => ({
      previous: t.gallery.previous,
      next: t.gallery.next,
      image: (index, total) => interpolate(t.gallery.image, { index, total }),
    }),
    [t],
  );

  switch (view.kind) {
    case 'pending':
      return <TypingDots />;
    case 'text':
      return <RichText text={view.text} names={names} isStreaming={isStreaming} />;
    case 'rich':
      return (
        <Stack gap="sm">
          <ImageCarousel
            images={view.images}
            caption={lang === 'ar' && view.captionAr ? view.captionAr : view.caption}
            labels={labels}
          />
          <RichText text={view.text} names={names} />
        </Stack>
      );
    case 'welcome':
      return <Welcome onSuggestion={onSuggestion} />;
    case 'restaurants':
      return (
        <Stack gap="sm">
          <RichText text={view.text} names={names} />
          <Suspense fallback={null}>
            <RestaurantCards date={view.date} restaurants={view.restaurants} onBook={onBook} />
          </Suspense>
        </Stack>
      );
    case 'spa_services':
      return (
        <Stack gap="sm">
          <RichText text={view.text} names={names} />
          <Suspense fallback={null}>
            <SpaServiceCards date={view.date} services={view.services} hint={spaHint} onBook={onBook} />
          </Suspense>
        </Stack>
      );
    case 'spa_confirmation':
      return <SpaConfirmationCard text={view.text} booking={view.booking} names={names} />;
    case 'action_proposal':
      return (
        <ProposalCard
          text={view.text}
          proposal={view.proposal}
          names={names}
          isLatest={isLatest}
          onAnswer={onSuggestion}
        />
      );
  }
}

const WELCOME_ASKS = ['specials', 'restaurants', 'spa', 'activities', 'excursions'] as const;

/**
 * §4 welcome, written from the page's catalog rather than the stored copy, so it follows the
 * language the guest chooses (and re-renders when they switch); the chips are the quick asks.
 */
function Welcome({ onSuggestion }: { onSuggestion: (text: string) => void }) {
  const t = useT().concierge;
  const brand = useBrandName();
  const fullName = useCurrentUser().data?.fullName ?? '';
  const name = fullName.split(' ')[0] || fullName;
  const names = useEntityNames();
  return (
    <Stack gap="sm" data-testid="welcome-message">
      <RichText text={interpolate(t.welcome, { brand, name })} names={names} />
      <Group gap={6}>
        {WELCOME_ASKS.map((key) => (
          <Button
            key={key}
            size="compact-sm"
            radius="xl"
            variant="light"
            onClick={() => onSuggestion(t.quickText[key])}
          >
            {t.quickText[key]}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

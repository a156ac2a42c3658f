import { ActionIcon, Box, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';

/** Width of one card in the strip: most of a phone's bubble, two and a bit on a desktop. */
export const STRIP_CARD_WIDTH = 232;
const GAP = 12;

/**
 * Cards in one row that snaps card by card, so a reply with many venues stays one message tall;
 * previous/next arrows (labelled, and mirrored on right-to-left pages) move one card at a time.
 */
export function CardStrip({ children, testId }: { children: ReactNode; testId: string }) {
  const { lang, t } = useLanguage();
  const labels = t.concierge.strip;
  const isRtl = lang === 'ar';
  const row = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const element = row.current;
    if (!element) return;
    // scrollLeft runs from 0 towards the end: positive in LTR, negative in RTL.
    const travelled = Math.abs(element.scrollLeft);
    const room = element.scrollWidth - element.clientWidth;
    setEdges({ atStart: travelled < 4, atEnd: travelled >= room - 4 });
  }, []);

  useEffect(() => {
    measure();
    const element = row.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  const move = (towardsEnd: boolean) => {
    const step = (STRIP_CARD_WIDTH + GAP) * (towardsEnd ? 1 : -1);
    row.current?.scrollBy({ left: isRtl ? -step : step, behavior: 'smooth' });
  };
  const hasArrows = !(edges.atStart && edges.atEnd);

  return (
    <Box pos="relative">
      <Group
        ref={row}
        gap={GAP}
        wrap="nowrap"
        align="stretch"
        pb={6}
        onScroll={measure}
        data-testid={testId}
        style={{
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollPaddingInline: 4,
          overscrollBehaviorX: 'contain',
        }}
        className="card-strip"
      >
        {children}
      </Group>
      {hasArrows ? (
        <Group justify="space-between" mt={4} gap="xs">
          <ActionIcon
            variant="default"
            radius="xl"
            aria-label={labels.previous}
            disabled={edges.atStart}
            onClick={() => move(false)}
            data-testid="strip-previous"
          >
            {isRtl ? <IconChevronRight size={18} /> : <IconChevronLeft size={18} />}
          </ActionIcon>
          <ActionIcon
            variant="default"
            radius="xl"
            aria-label={labels.next}
            disabled={edges.atEnd}
            onClick={() => move(true)}
            data-testid="strip-next"
          >
            {isRtl ? <IconChevronLeft size={18} /> : <IconChevronRight size={18} />}
          </ActionIcon>
        </Group>
      ) : null}
    </Box>
  );
}

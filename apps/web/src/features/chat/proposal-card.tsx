import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDate, formatMoney, formatTime, interpolate } from '@marsa/i18n';
import type { ActionProposalContent } from '@marsa/trpc/schemas';
import { RichText } from '@marsa/ui';
import { useState } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import { LabelledRows } from './labelled-rows.tsx';

export type Proposal = Omit<ActionProposalContent, 'type' | 'message'>;

type ProposalCardProps = {
  text: string;
  proposal: Proposal;
  names: readonly string[];
  /** Only the conversation's latest message can still be answered. */
  isLatest: boolean;
  /** Sends the guest's answer as a chat message ('Yes, confirm' / 'Change'), as if typed. */
  onAnswer: (text: string) => void;
};

/**
 * A booking, cancellation or room-service order the concierge proposes (issue 9): exactly what will
 * happen, with Confirm and Change. Either button sends the same words a guest could type; the server
 * carries a proposal out once, so a double click or a replay does nothing more.
 */
export function ProposalCard({ text, proposal, names, isLatest, onAnswer }: ProposalCardProps) {
  const { lang, t } = useLanguage();
  const labels = t.concierge.proposal;
  const [answered, setAnswered] = useState(false);
  const { summary } = proposal;
  const title = lang === 'ar' && summary.titleAr ? summary.titleAr : summary.title;
  const money = (usd: number, sar: number) =>
    `${formatMoney(usd, 'USD', lang)} (${formatMoney(sar, 'SAR', lang)})`;
  const rows: { label: string; value: string; testId: string }[] = [];
  if (summary.kind === 'cancel' && summary.bookingId !== null) {
    rows.push({
      label: labels.what,
      value: `${interpolate(labels.cancelBooking, { id: summary.bookingId })} (${title})`,
      testId: 'proposal-what',
    });
  } else if (summary.kind !== 'room_service') {
    rows.push({ label: labels.what, value: title, testId: 'proposal-what' });
  }
  for (const item of summary.items) {
    const name = lang === 'ar' && item.nameAr ? item.nameAr : item.name;
    const each =
      item.priceUSD === 0
        ? labels.complimentary
        : interpolate(labels.each, { price: formatMoney(item.priceUSD, 'USD', lang) });
    rows.push({
      label: labels.items,
      value: `${item.quantity} × ${name} (${each})`,
      testId: 'proposal-item',
    });
  }
  if (summary.date)
    rows.push({ label: labels.date, value: formatDate(summary.date, lang), testId: 'proposal-date' });
  if (summary.time)
    rows.push({ label: labels.time, value: formatTime(summary.time, lang), testId: 'proposal-time' });
  if (summary.partySize !== null && summary.kind !== 'room_service') {
    rows.push({
      label: summary.kind === 'excursion' ? labels.participants : labels.party,
      value: String(summary.partySize),
      testId: 'proposal-party',
    });
  }
  if (summary.totalUSD !== null && summary.totalSAR !== null && summary.kind !== 'cancel') {
    rows.push({
      label: labels.total,
      value: money(summary.totalUSD, summary.totalSAR),
      testId: 'proposal-total',
    });
  }
  const isOpen = proposal.status === 'pending' && isLatest && !answered;
  // The same words as the booking screens' own 'book another?' prompts.
  const duplicate = summary.alreadyBooked
    ? summary.date && summary.time
      ? interpolate(t.bookings.reserve.duplicate, {
          service: title,
          date: formatDate(summary.date, lang),
          time: formatTime(summary.time, lang),
        })
      : interpolate(t.excursions.confirm.duplicate, { title })
    : null;
  const answer = (words: string) => {
    if (answered) return;
    setAnswered(true);
    onAnswer(words);
  };

  return (
    <Stack gap="sm" data-testid="action-proposal" data-status={proposal.status}>
      {/* The reply's first line is then the same warning: the card says it in the page's language. */}
      {duplicate ? (
        <Alert color="yellow" p="xs" data-testid="proposal-duplicate">
          <Text size="sm" fw={600} dir="auto">
            {duplicate}
          </Text>
        </Alert>
      ) : (
        <RichText text={text.split('\n')[0] ?? ''} names={names} />
      )}
      <Paper radius="md" p="sm" withBorder>
        <Group gap="xs" mb="xs" justify="space-between" wrap="nowrap">
          <Text fw={700}>{labels.title}</Text>
          {proposal.status === 'confirmed' ? (
            <Text size="sm" fw={600} c="green.8">
              {labels.confirmed}
            </Text>
          ) : null}
          {proposal.status === 'failed' ? (
            <Text size="sm" fw={600} c="red.8">
              {labels.failed}
            </Text>
          ) : null}
        </Group>
        <LabelledRows rows={rows} labelWidth={96} />
        {isOpen ? (
          <Group gap="xs" mt="sm">
            <Button size="xs" onClick={() => answer(labels.confirmText)} data-testid="proposal-confirm">
              {labels.confirm}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => answer(labels.changeText)}
              data-testid="proposal-change"
            >
              {labels.change}
            </Button>
          </Group>
        ) : null}
      </Paper>
    </Stack>
  );
}

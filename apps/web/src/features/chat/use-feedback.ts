import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { errorMessage, notify } from '../../lib/notify.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import type { StoredMessage } from './types.ts';

/** The thumbs the server remembers for a message, when the conversation carries them. */
export function storedFeedback(message: StoredMessage): boolean | null {
  return 'wasHelpful' in message && typeof message.wasHelpful === 'boolean' ? message.wasHelpful : null;
}

/** Thumbs up/down on assistant answers (guest.chat.feedback): shown at once, rolled back if the save fails. */
export function useFeedback() {
  const t = useT().concierge.feedback;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ReadonlyMap<number, boolean>>(new Map());
  const mutation = useMutation(trpc.guest.chat.feedback.mutationOptions());

  const choose = (messageId: number, value: boolean | undefined) =>
    setChosen((previous) => {
      const next = new Map(previous);
      if (value === undefined) next.delete(messageId);
      else next.set(messageId, value);
      return next;
    });

  const rate = (message: StoredMessage, helpful: boolean) => {
    const before = chosen.get(message.id);
    choose(message.id, helpful);
    mutation.mutate(
      { messageId: message.id, helpful },
      {
        onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.guest.chat.list.queryKey() }),
        onError: (error) => {
          choose(message.id, before);
          notify.error(t.failed, errorMessage(error, t.failed));
        },
      },
    );
  };

  const choiceFor = (message: StoredMessage): boolean | null =>
    chosen.get(message.id) ?? storedFeedback(message);

  return { rate, choiceFor };
}

import { EXCURSION_PARTICIPANTS_MIN } from '@marsa/trpc/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../../lib/auth.ts';
import { useLanguage } from '../../lib/i18n.tsx';
import { errorMessage, notify } from '../../lib/notify.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { serverMessage } from './view.ts';

/** Refreshes everything a booking changes: own bookings, spots left, recommended excursions. */
function useRefreshAfterBooking() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.guest.excursions.bookings.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.guest.excursions.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.guest.recommendations.excursions.queryKey() }),
    ]);
}

/**
 * §4 excursion booking: 1 participant, empty special requests; 'Login Required' when signed out.
 * The server decides about capacity, so a full excursion shows its message.
 */
export function useBookExcursion() {
  const trpc = useTRPC();
  const { t } = useLanguage();
  const { data: user } = useCurrentUser();
  const refresh = useRefreshAfterBooking();
  const texts = t.excursions;
  const mutation = useMutation(
    trpc.guest.excursions.book.mutationOptions({
      onSuccess: () => {
        notify.success(texts.toast.bookedTitle, texts.toast.bookedBody);
        return refresh();
      },
      onError: (error) => {
        notify.error(texts.toast.failedTitle, errorMessage(error, texts.toast.failedBody));
        return refresh();
      },
    }),
  );

  const book = (
    shoreExcursionId: number,
    onBooked?: () => void,
    participants: number = EXCURSION_PARTICIPANTS_MIN,
  ) => {
    if (!user) {
      notify.error(texts.toast.loginTitle, texts.toast.loginBody);
      return;
    }
    // The §7 call: shoreExcursionId, participants, specialRequests (empty, §4).
    mutation.mutate(
      { shoreExcursionId, participants, specialRequests: '' },
      { onSuccess: () => onBooked?.() },
    );
  };

  return {
    book,
    /** The excursion whose booking is on its way, if any. */
    pendingId: mutation.isPending ? mutation.variables?.shoreExcursionId : undefined,
  };
}

/** Cancels one of the guest's excursion bookings and gives its spots back. */
export function useCancelExcursionBooking() {
  const trpc = useTRPC();
  const { t } = useLanguage();
  const refresh = useRefreshAfterBooking();
  const texts = t.excursions.toast;
  return useMutation(
    trpc.guest.excursions.cancel.mutationOptions({
      onSuccess: () => {
        notify.success(texts.cancelledTitle, texts.cancelledBody);
        return refresh();
      },
      onError: (error) => notify.error(texts.cancelFailedTitle, serverMessage(error, texts.cancelFailedBody)),
    }),
  );
}

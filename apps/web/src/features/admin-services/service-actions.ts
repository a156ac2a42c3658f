import { formatDate, interpolate, type Messages } from '@marsa/i18n';
import { SCHEDULE_SLOT_COUNT } from '@marsa/trpc/schemas';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useLanguage, useT } from '../../lib/i18n.tsx';
import { errorMessage, notify } from '../../lib/notify.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useSaveMutations } from '../admin-common/use-entity-mutations.ts';

/** What the restaurant and spa dialogs share: wide, the services catalog, the kind's titles. */
export function serviceDialog(s: Messages['adminServices'], kind: 'restaurant' | 'spa') {
  return {
    name: kind,
    texts: { ...s[kind], cancel: s.cancel },
    isWide: true,
  } as const;
}

/** A change to a kind of service shows in its list and in the dashboard counts. */
function useServiceQueries() {
  const trpc = useTRPC();
  const counts = trpc.admin.dashboard.counts.queryKey();
  return {
    restaurant: [trpc.admin.restaurants.list.queryKey(), counts],
    spa: [trpc.admin.spa.list.queryKey(), counts],
    schedules: [trpc.admin.schedules.list.queryKey(), counts],
  };
}

/** §8: 'Restaurant created successfully' and the like; a refused save says why. */
function useSaveOptions(kind: 'restaurant' | 'spa', success: { create: string; update: string }) {
  const { saveFailed } = useT().adminServices.toast;
  const failure = { failure: saveFailed, fallback: saveFailed };
  return {
    refresh: useServiceQueries()[kind],
    toasts: {
      create: { success: success.create, ...failure },
      update: { success: success.update, ...failure },
    },
  };
}

/** Restaurant create and update (§7 has no delete) with the §8 toasts. */
export function useRestaurantSaves() {
  const { toast } = useT().adminServices;
  const options = useSaveOptions('restaurant', {
    create: toast.restaurantCreated,
    update: toast.restaurantUpdated,
  });
  return useSaveMutations(useTRPC().admin.restaurants, options);
}

/** Spa service create and update (§7 has no delete) with the §8 toasts. */
export function useSpaSaves() {
  const { toast } = useT().adminServices;
  const options = useSaveOptions('spa', { create: toast.spaCreated, update: toast.spaUpdated });
  return useSaveMutations(useTRPC().admin.spa, options);
}

/** 'Generate Daily Schedule': today's 12 hourly slots for one service, with how many were added. */
export function useGenerateSchedule() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { t, lang } = useLanguage();
  const s = t.adminServices;
  const schedules = useServiceQueries().schedules;
  return useMutation(
    trpc.admin.schedules.generateDaily.mutationOptions({
      onSuccess: async ({ created, date }) => {
        const day = formatDate(date, lang, 'medium');
        if (created > 0) {
          notify.success(
            s.toast.scheduleCreated,
            interpolate(s.toast.scheduleCreatedBody, { count: created, date: day }),
          );
        } else {
          notify.info(
            s.toast.scheduleUpToDate,
            interpolate(s.toast.scheduleUnchanged, { count: SCHEDULE_SLOT_COUNT, date: day }),
          );
        }
        await refresh(queryClient, schedules);
      },
      onError: (error) => notify.error(s.toast.scheduleFailed, errorMessage(error, s.toast.scheduleFailed)),
    }),
  );
}

/** Image upload for a saved restaurant or spa service; the list refreshes to show the new pictures. */
export function useUploadServiceImages() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const queries = useServiceQueries();
  const restaurants = useMutation(
    trpc.admin.restaurants.uploadImages.mutationOptions({
      onSuccess: () => refresh(queryClient, queries.restaurant),
    }),
  );
  const spa = useMutation(
    trpc.admin.spa.uploadImages.mutationOptions({ onSuccess: () => refresh(queryClient, queries.spa) }),
  );
  return { restaurant: restaurants.mutateAsync, spa: spa.mutateAsync };
}

const refresh = (queryClient: ReturnType<typeof useQueryClient>, keys: QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

import { formatDate, interpolate } from '@marsa/i18n';
import { SCHEDULE_SLOT_COUNT } from '@marsa/trpc/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../lib/i18n.tsx';
import { errorMessage, notify } from '../../lib/notify.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { localizerFor } from '../admin-common/localize.ts';

/** The services namespace's localizer for server and schema messages. */
export function useServicesLocalizer() {
  const { t } = useLanguage();
  return localizerFor('adminServices', t.adminServices.validation);
}

/** Refreshes one kind's list and the dashboard counts after a change. */
function useRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const counts = () => queryClient.invalidateQueries({ queryKey: trpc.admin.dashboard.counts.queryKey() });
  return {
    restaurants: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.admin.restaurants.list.queryKey() }),
        counts(),
      ]),
    spa: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: trpc.admin.spa.list.queryKey() }), counts()]),
    schedules: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.admin.schedules.list.queryKey() }),
        counts(),
      ]),
  };
}

/** Restaurant and spa create/update with the §8 success toasts; each success refreshes its list. */
export function useServiceMutations() {
  const trpc = useTRPC();
  const { t } = useLanguage();
  const s = t.adminServices;
  const localize = useServicesLocalizer();
  const refresh = useRefresh();
  const failed = (error: unknown) =>
    notify.error(s.toast.saveFailed, localize(errorMessage(error, s.toast.saveFailed)));
  const succeeded = (title: string, done: () => Promise<unknown>) => async () => {
    notify.success(title);
    await done();
  };

  return {
    createRestaurant: useMutation(
      trpc.admin.restaurants.create.mutationOptions({
        onSuccess: succeeded(s.toast.restaurantCreated, refresh.restaurants),
        onError: failed,
      }),
    ),
    updateRestaurant: useMutation(
      trpc.admin.restaurants.update.mutationOptions({
        onSuccess: succeeded(s.toast.restaurantUpdated, refresh.restaurants),
        onError: failed,
      }),
    ),
    createSpa: useMutation(
      trpc.admin.spa.create.mutationOptions({
        onSuccess: succeeded(s.toast.spaCreated, refresh.spa),
        onError: failed,
      }),
    ),
    updateSpa: useMutation(
      trpc.admin.spa.update.mutationOptions({
        onSuccess: succeeded(s.toast.spaUpdated, refresh.spa),
        onError: failed,
      }),
    ),
  };
}

/** 'Generate Daily Schedule': today's 12 hourly slots for one service, with how many were added. */
export function useGenerateSchedule() {
  const trpc = useTRPC();
  const { t, lang } = useLanguage();
  const s = t.adminServices;
  const localize = useServicesLocalizer();
  const refresh = useRefresh();
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
        await refresh.schedules();
      },
      onError: (error) =>
        notify.error(s.toast.scheduleFailed, localize(errorMessage(error, s.toast.scheduleFailed))),
    }),
  );
}

/** Image upload for a saved restaurant or spa service; the list refreshes to show the new pictures. */
export function useUploadServiceImages() {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const restaurants = useMutation(
    trpc.admin.restaurants.uploadImages.mutationOptions({ onSuccess: () => refresh.restaurants() }),
  );
  const spa = useMutation(trpc.admin.spa.uploadImages.mutationOptions({ onSuccess: () => refresh.spa() }));
  return { restaurant: restaurants.mutateAsync, spa: spa.mutateAsync };
}

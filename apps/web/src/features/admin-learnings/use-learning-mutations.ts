import { interpolate } from '@marsa/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../lib/i18n.tsx';
import { errorMessage, notify } from '../../lib/notify.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import type { AdminRow } from '../../lib/trpc-types.ts';
import { useEntityMutation } from '../admin-common/use-entity-mutations.ts';

type AiLearning = AdminRow<'aiLearnings'>;

/**
 * Saving a correction (through the admin kit) and importing conversations, with the §8 toasts;
 * both refresh the list.
 */
export function useLearningMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { t, lang } = useLanguage();
  const l = t.adminLearnings;
  const listKey = trpc.admin.aiLearnings.list.queryKey();
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey });

  const correct = useEntityMutation(trpc.admin.aiLearnings.correct, {
    refresh: [listKey],
    toasts: {
      success: l.toast.updated,
      successBody: l.toast.updatedBody,
      failure: l.toast.updateFailed,
      fallback: l.toast.updateFailed,
    },
    // Show the saved correction at once; the refetch confirms it.
    onSaved: (updated) =>
      queryClient.setQueryData(listKey, (current: AiLearning[] | undefined) =>
        current?.map((item) => (item.id === updated.id ? updated : item)),
      ),
  });

  const migrate = useMutation(
    trpc.admin.aiLearnings.migrateConversations.mutationOptions({
      onSuccess: async ({ message, imported }) => {
        notify.success(
          l.toast.migrated,
          lang === 'en' ? message : interpolate(l.toast.migratedBody, { count: imported }),
        );
        await Promise.all([
          refresh(),
          queryClient.invalidateQueries({ queryKey: trpc.admin.dashboard.counts.queryKey() }),
        ]);
      },
      onError: (error) => notify.error(l.toast.migrationFailed, errorMessage(error, l.toast.migrationFailed)),
    }),
  );

  return { correct, migrate };
}

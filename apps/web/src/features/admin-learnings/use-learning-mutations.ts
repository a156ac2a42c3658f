import { interpolate } from '@marsa/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../lib/i18n.tsx';
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

  const migrate = useEntityMutation(trpc.admin.aiLearnings.migrateConversations, {
    refresh: [listKey, trpc.admin.dashboard.counts.queryKey()],
    toasts: {
      success: l.toast.migrated,
      failure: l.toast.migrationFailed,
      fallback: l.toast.migrationFailed,
    },
    successToast: ({ message, imported }) => ({
      title: l.toast.migrated,
      body: lang === 'en' ? message : interpolate(l.toast.migratedBody, { count: imported }),
    }),
  });

  return { correct, migrate };
}

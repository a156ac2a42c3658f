import { interpolate } from '@marsa/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../lib/i18n.tsx';
import { errorMessage, notify } from '../../lib/notify.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { type RejectedRow, refusedRowsOf } from './import-rules.ts';

export type ImportOutcome =
  | { kind: 'success'; count: number; skipped: RejectedRow[] }
  | { kind: 'error'; message: string; rejected: RejectedRow[] };

/**
 * §4 import: file chosen → upload pending → success or error. Sends the file in the multipart
 * field `excel` (and `importValidRows` when the admin keeps only the good rows), shows the §8
 * alert and toast, and refreshes the knowledge list and the dashboard counts on success.
 */
export function useKnowledgeImport(onImported: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { t: messages } = useLanguage();
  const t = messages.adminImport;
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  const mutation = useMutation(
    trpc.admin.knowledgeImport.import.mutationOptions({
      onSuccess: async ({ topics, rejected }) => {
        const count = topics.length;
        setOutcome({ kind: 'success', count, skipped: rejected });
        notify.success(t.successTitle, interpolate(t.successText, { count }));
        onImported();
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.admin.knowledgeImport.list.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.admin.dashboard.counts.queryKey() }),
        ]);
      },
      onError: (error) => {
        const rejected = refusedRowsOf(error);
        // The server's message comes by code, in the page's language (errorMessage translates it).
        const message = errorMessage(error, t.failedFallback);
        setOutcome({ kind: 'error', message, rejected });
        notify.error(t.failedTitle, message);
      },
    }),
  );

  const start = (file: File, importValidRows = false) => {
    const body = new FormData();
    body.append('excel', file);
    if (importValidRows) body.append('importValidRows', 'true');
    setOutcome(null);
    mutation.mutate(body);
  };

  return { start, isPending: mutation.isPending, outcome, clearOutcome: () => setOutcome(null) };
}

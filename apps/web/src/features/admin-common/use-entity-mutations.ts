import type { Messages } from '@marsa/i18n';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DecorateMutationProcedure, ResolverDef } from '@trpc/tanstack-react-query';
import { useT } from '../../lib/i18n.tsx';
import { errorMessage, notify } from '../../lib/notify.tsx';
import { useTRPC } from '../../lib/trpc.ts';

type Trpc = ReturnType<typeof useTRPC>;

/** The §8 toasts of one change. */
export type ChangeToasts = {
  /** The success toast's title, and its text where §8 gives one. */
  success: string;
  successBody?: string;
  /** The failure toast's title; its text is the server's reason, or `fallback` when there is none. */
  failure: string;
  fallback?: string;
};

type EntityOptions = {
  /** The queries a change shows in: the entity's list and any count that follows it. */
  refresh: QueryKey[];
};

/**
 * One admin change (create, update, delete or another write) with its §8 toasts: on success the
 * toast, then the lists in `refresh` reload; on failure the toast carries the server's reason in
 * the current language. `onSaved` runs first on success (e.g. to show the saved row at once).
 */
export function useEntityMutation<TDef extends ResolverDef>(
  procedure: DecorateMutationProcedure<TDef>,
  options: EntityOptions & {
    toasts: ChangeToasts;
    onSaved?: (saved: TDef['output']) => void;
    /** The success toast when it depends on what was sent or saved (a reply vs a status change). */
    successToast?: (saved: TDef['output'], input: TDef['input']) => { title: string; body?: string };
  },
) {
  const queryClient = useQueryClient();
  const { toasts } = options;
  return useMutation(
    procedure.mutationOptions({
      onSuccess: async (saved: TDef['output'], input: TDef['input']) => {
        options.onSaved?.(saved);
        const toast = options.successToast?.(saved, input) ?? {
          title: toasts.success,
          body: toasts.successBody,
        };
        notify.success(toast.title, toast.body);
        await Promise.all(options.refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      },
      onError: (error: unknown) => notify.error(toasts.failure, errorMessage(error, toasts.fallback ?? '')),
    }),
  );
}

type CrudToastTexts = {
  created: string;
  updated: string;
  deleted: string;
  error: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
};

/**
 * §8's toasts for departments and promotions: '… created successfully', or 'Error' with the
 * server's reason, else 'Failed to create …'.
 */
export function crudToasts(toast: CrudToastTexts) {
  return {
    create: { success: toast.created, failure: toast.error, fallback: toast.createFailed },
    update: { success: toast.updated, failure: toast.error, fallback: toast.updateFailed },
    delete: { success: toast.deleted, failure: toast.error, fallback: toast.deleteFailed },
  };
}

type ListProcedure = { queryKey: () => QueryKey };
type CrudProcedures<C extends ResolverDef, U extends ResolverDef, D extends ResolverDef> = {
  list: ListProcedure;
  create: DecorateMutationProcedure<C>;
  update: DecorateMutationProcedure<U>;
  delete: DecorateMutationProcedure<D>;
};

/** What the admin CRUD kit needs to know about an entity; declared once, next to its screen. */
export type AdminEntity<C extends ResolverDef, U extends ResolverDef, D extends ResolverDef> = {
  /** The entity's admin router: its list, create, update and delete. */
  procedures: (trpc: Trpc) => CrudProcedures<C, U, D>;
  /** The §8 toasts of each change, from the current language's catalog. */
  toasts: (t: Messages) => { create: ChangeToasts; update: ChangeToasts; delete: ChangeToasts };
};

/** Declares an admin entity for `useEntityMutations` (the function only pins down the types). */
export function defineAdminEntity<C extends ResolverDef, U extends ResolverDef, D extends ResolverDef>(
  entity: AdminEntity<C, U, D>,
): AdminEntity<C, U, D> {
  return entity;
}

type SaveProcedures<C extends ResolverDef, U extends ResolverDef> = {
  create: DecorateMutationProcedure<C>;
  update: DecorateMutationProcedure<U>;
};

/** Create and update of an entity that is never deleted (restaurants, spa services). */
export function useSaveMutations<C extends ResolverDef, U extends ResolverDef>(
  procedures: SaveProcedures<C, U>,
  options: EntityOptions & { toasts: { create: ChangeToasts; update: ChangeToasts } },
) {
  const { toasts, ...entity } = options;
  return {
    create: useEntityMutation(procedures.create, { ...entity, toasts: toasts.create }),
    update: useEntityMutation(procedures.update, { ...entity, toasts: toasts.update }),
  };
}

/**
 * Create, update and delete of one admin entity (a department, a port, a deck…), each with its
 * §8 toasts and a reload of the entity's list.
 */
export function useEntityMutations<C extends ResolverDef, U extends ResolverDef, D extends ResolverDef>(
  entity: AdminEntity<C, U, D>,
) {
  const trpc = useTRPC();
  const toasts = entity.toasts(useT());
  const procedures = entity.procedures(trpc);
  const options = { refresh: [procedures.list.queryKey()] };
  const remove = useEntityMutation(procedures.delete, { ...options, toasts: toasts.delete });
  /** Whether the row with this id is being deleted (its Delete button spins). */
  const isRemoving = (id: number) => remove.isPending && remove.variables?.id === id;
  return { ...useSaveMutations(procedures, { ...options, toasts }), remove, isRemoving };
}

/** What `useEntityMutations` gives for an entity, e.g. `EntityMutations<typeof departmentEntity>`. */
export type EntityMutations<E> =
  E extends AdminEntity<infer C, infer U, infer D> ? ReturnType<typeof useEntityMutations<C, U, D>> : never;

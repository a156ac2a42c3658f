import { useCallback, useState } from 'react';
import type { EditDialogProps } from './entity-form-dialog.tsx';

type EditDialog<T> = { opened: boolean; item: T | null; session: number };

/**
 * State of an add/edit dialog. `session` changes on every open so the form inside can be keyed by
 * it: each open starts from fresh values even while the previous close is still animating.
 * `props` is what the dialog takes.
 */
export function useEditDialog<T>() {
  const [state, setState] = useState<EditDialog<T>>({ opened: false, item: null, session: 0 });
  const openNew = useCallback(
    () => setState((s) => ({ opened: true, item: null, session: s.session + 1 })),
    [],
  );
  const openEdit = useCallback(
    (item: T) => setState((s) => ({ opened: true, item, session: s.session + 1 })),
    [],
  );
  const close = useCallback(() => setState((s) => ({ ...s, opened: false })), []);
  const props: EditDialogProps<T> = { ...state, onClose: close };
  return { ...state, props, openNew, openEdit, close };
}

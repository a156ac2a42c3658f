import type { FormErrors } from '@mantine/form';

type Validate<T> = (values: T) => FormErrors;

/** When the page has nothing better to do (or soon, where the browser cannot say). */
const whenIdle = (task: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1000);
};

/**
 * A form validator whose code (zod and the schemas) loads once the page has painted and gone
 * idle, so it never competes with the first render. Until it arrives the form shows no errors; a
 * submit loads it at once and waits for it, so nothing is sent unvalidated.
 */
export function lazyValidation<T>(load: () => Promise<Validate<T>>) {
  let loaded: Validate<T> | undefined;
  let loading: Promise<void> | undefined;
  const start = () => {
    loading ??= load().then((validate) => {
      loaded = validate;
    });
    return loading;
  };
  whenIdle(() => void start());
  return {
    validate: (values: T): FormErrors => loaded?.(values) ?? {},
    whenReady: (then: () => void) => {
      if (loaded) then();
      else void start().then(then);
    },
  };
}

import type { FormErrors } from '@mantine/form';
import type { NotificationData } from '@mantine/notifications';
import { codedIssue, type ErrorCatalog, isLanguage, type Language } from '@marsa/i18n';
import type { ReactNode } from 'react';
import { loadedErrorCatalog, loadedMessages } from './catalogs.ts';
import { isOnline } from './online.ts';
import { fieldIssuesText, serverErrorText, translateError } from './server-errors.ts';
import { TOAST_DURATION_MS } from './ui-constants.ts';

/** 'This needs a connection and will work when it is back', in the page's language. */
export function offlineActionMessage(): string {
  const lang = document.documentElement.lang;
  const t = loadedMessages(isLanguage(lang) ? lang : 'en') ?? loadedMessages('en');
  return t?.offline.needsConnection ?? '';
}

/** The toast store loads with the toast host, after the first paint; toasts keep their order. */
const show = (toast: NotificationData) =>
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(toast));

/**
 * Toasts of §8: one at a time (the provider's limit), shown for 5 s. A failure while offline says
 * plainly that the action needs the connection, whatever the call would have said.
 */
export const notify = {
  success: (title: ReactNode, message?: ReactNode) =>
    show({ title, message: message ?? '', color: 'green', autoClose: TOAST_DURATION_MS }),
  error: (title: ReactNode, message?: ReactNode) =>
    show({
      title,
      message: isOnline() ? (message ?? '') : offlineActionMessage(),
      color: 'red',
      autoClose: TOAST_DURATION_MS,
    }),
  info: (title: ReactNode, message?: ReactNode) =>
    show({ title, message: message ?? '', autoClose: TOAST_DURATION_MS }),
};

/** The page's language and its catalog of server errors; none for English (the server writes English). */
function pageErrors(): { catalog: ErrorCatalog | undefined; lang: Language } {
  const lang = document.documentElement.lang;
  const wanted = isLanguage(lang) ? lang : 'en';
  return { catalog: wanted === 'en' ? undefined : loadedErrorCatalog(wanted), lang: wanted };
}

/**
 * The server's message for a failed call in the page's language (translated by its code), else its
 * text, else the given fallback; offline, the offline message.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isOnline()) return offlineActionMessage();
  const { catalog, lang } = pageErrors();
  const translated = catalog && serverErrorText(error, catalog, lang);
  if (translated) return translated;
  if (
    error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string' &&
    error.message
  ) {
    return error.message;
  }
  return fallback;
}

/** The wait a refused call (429) asks for, in seconds, if the server sent one. */
export function retryAfterOf(error: unknown): number | undefined {
  const seconds = (error as { data?: { retryAfterSeconds?: unknown } } | null)?.data?.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : undefined;
}

/** Field errors the server attached to a failed call (by code, in the page's language), for `form.setErrors`. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const { catalog, lang } = pageErrors();
  const coded = catalog && fieldIssuesText(error, catalog, lang);
  if (coded) return coded;
  const data = (error as { data?: { fieldErrors?: Record<string, string[] | undefined> | null } } | null)
    ?.data;
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(data?.fieldErrors ?? {})) {
    if (messages?.[0]) result[field] = messages[0];
  }
  return result;
}

type Issue = { path: PropertyKey[]; message: string; params?: unknown };
type Checkable = { safeParse: (values: unknown) => { error?: { issues: readonly Issue[] } } };

/**
 * A form validator from a shared zod schema (`@marsa/trpc/schemas`): the first issue of each field,
 * in the page's language. The schemas word their issues by code (English is the issue's own
 * message); other languages translate the code from their `errors` catalog.
 */
export function validateWith(schema: Checkable): (values: unknown) => FormErrors {
  return (values) => {
    const { catalog, lang } = pageErrors();
    const errors: FormErrors = {};
    for (const issue of schema.safeParse(values).error?.issues ?? []) {
      const path = issue.path.map(String).join('.');
      if (errors[path]) continue;
      if (!catalog) errors[path] = issue.message;
      else {
        const { code, params } = codedIssue(issue, catalog);
        errors[path] = translateError(code, params, catalog, lang);
      }
    }
    return errors;
  };
}

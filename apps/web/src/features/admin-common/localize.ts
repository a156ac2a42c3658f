import { en } from '@marsa/i18n/en';
import type { ReactNode } from 'react';

type MessageTable = Readonly<Record<string, string>>;

/**
 * The shared zod schemas speak English (the exact §5 texts) when a form validates in the browser. A
 * namespace lists the messages it knows under `validation`, and this finds the current language's
 * version of one ('email: …' prefixes are dropped when the rest is known); unknown messages pass
 * through unchanged. Server errors do not need it: they come by code and are translated by
 * `errorMessage` / `fieldErrorsOf` (src/lib/server-errors.ts).
 */
export function localizeMessage(message: string, english: MessageTable, local: MessageTable): string {
  const lookup = (text: string) => {
    for (const [key, value] of Object.entries(english)) if (value === text) return local[key];
    return undefined;
  };
  const direct = lookup(message);
  if (direct) return direct;
  const prefixed = /^[\w.]+: (.+)$/.exec(message);
  return (prefixed?.[1] && lookup(prefixed[1])) || message;
}

export type Localize = (message: string) => string;

type NamespaceWithValidation = {
  [K in keyof typeof en]: (typeof en)[K] extends { validation: MessageTable } ? K : never;
}[keyof typeof en];

/** A localizer for one namespace's `validation` table, given the current language's catalog. */
export function localizerFor(namespace: NamespaceWithValidation, local: MessageTable): Localize {
  const english = en[namespace].validation;
  return (message) => localizeMessage(message, english, local);
}

/** Input props with the field's error shown in the current language. */
export function localizedProps<P extends { error?: ReactNode }>(props: P, localize: Localize): P {
  return typeof props.error === 'string' ? { ...props, error: localize(props.error) } : props;
}

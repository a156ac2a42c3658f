import {
  type ErrorCatalog,
  type ErrorCode,
  type ErrorDetail,
  type ErrorParams,
  errorText,
  type FieldIssue,
  formatDate,
  formatTime,
  isErrorCode,
  type Language,
} from '@marsa/i18n';

/**
 * Server errors come with a stable code and params. English needs no catalog here: the server's
 * `message` (and `fieldErrors`) are the English texts of those codes. Other languages translate the
 * code with their `errors` catalog, which loads with that language's chunk (src/lib/catalogs.ts).
 */

/** What a failed call carries: tRPC's `error.data` (errorCode, params) or a REST body (code, params). */
type ErrorData = {
  errorCode?: unknown;
  code?: unknown;
  params?: unknown;
  fieldIssues?: Record<string, FieldIssue[] | undefined> | null;
};

const dataOf = (error: unknown): ErrorData | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  const data = (error as { data?: unknown }).data;
  return data && typeof data === 'object' ? (data as ErrorData) : (error as ErrorData);
};

const isParams = (value: unknown): value is ErrorParams => !!value && typeof value === 'object';

/** The stable code the server gave a failed call, if any (e.g. to pick which refusals to show as they are). */
export const errorCodeOf = (error: unknown): unknown => {
  const data = dataOf(error);
  return data?.errorCode ?? data?.code;
};

const isValidation = (code: unknown) => code === 'validation.field' || code === 'validation.invalid';

/**
 * The stable code and params of a failed call, when the server sent them and the catalog knows the
 * code. A refused input reads as its first field's error (its code has the details; the summary's
 * reason is English).
 */
export function wireErrorOf(
  error: unknown,
  catalog: ErrorCatalog,
): { code: ErrorCode; params: ErrorParams } | undefined {
  const data = dataOf(error);
  const code = errorCodeOf(error);
  const firstField = isValidation(code) ? Object.values(data?.fieldIssues ?? {})[0]?.[0] : undefined;
  if (firstField && isErrorCode(catalog, firstField.code) && !isValidation(firstField.code))
    return firstField;
  if (!isErrorCode(catalog, code)) return undefined;
  return { code, params: isParams(data?.params) ? data.params : {} };
}

/**
 * An error code in a language with its params. English reads as the server wrote it; in Arabic,
 * dates and times are written the Arabic way and lists joined with the Arabic comma.
 */
export function translateError(
  code: ErrorCode,
  params: ErrorParams,
  catalog: ErrorCatalog,
  lang: Language,
): string {
  if (lang === 'en') return errorText(catalog, code, params);
  return errorText(catalog, code, params, {
    separator: '، ',
    format: (key, value) =>
      key === 'date' && typeof value === 'string'
        ? formatDate(value, lang, 'medium')
        : (key === 'time' || key === 'alternatives') && typeof value === 'string'
          ? formatTime(value, lang)
          : String(value),
  });
}

/** A failed call's message in the catalog's language, by its code; undefined when it has none. */
export function serverErrorText(error: unknown, catalog: ErrorCatalog, lang: Language): string | undefined {
  const wire = wireErrorOf(error, catalog);
  return wire ? translateError(wire.code, wire.params, catalog, lang) : undefined;
}

/** The first error of each field, translated by code, when the server sent coded field errors. */
export function fieldIssuesText(
  error: unknown,
  catalog: ErrorCatalog,
  lang: Language,
): Record<string, string> | undefined {
  const issues = dataOf(error)?.fieldIssues;
  if (!issues) return undefined;
  const result: Record<string, string> = {};
  for (const [field, list] of Object.entries(issues)) {
    const first = list?.[0];
    if (first && isErrorCode(catalog, first.code)) {
      result[field] = translateError(first.code, first.params, catalog, lang);
    }
  }
  return result;
}

/** A structured list the error carries in a param (e.g. the import's rejected rows). */
export function detailsOf(error: unknown, param: string): readonly ErrorDetail[] {
  const params = dataOf(error)?.params;
  const value = isParams(params) ? params[param] : undefined;
  return Array.isArray(value)
    ? (value.filter((item) => item && typeof item === 'object') as ErrorDetail[])
    : [];
}

import { conflict, type ErrorCode, type ErrorParams, isUniqueViolation } from '../errors.ts';

/**
 * Runs a write and turns a unique-constraint violation into a 409 with a field error, so a
 * duplicate name never reaches the client as a raw database error.
 */
export async function withUniqueField<T>(
  work: () => Promise<T>,
  field: string,
  code: ErrorCode,
  params?: ErrorParams,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(code, params, { field });
    }
    throw error;
  }
}

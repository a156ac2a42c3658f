import { conflict, type FieldErrors, isUniqueViolation } from '../errors.ts';

/**
 * Runs a write and turns a unique-constraint violation into a 409 with a field error, so a
 * duplicate name never reaches the client as a raw database error.
 */
export async function withUniqueField<T>(work: () => Promise<T>, field: string, message: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      const fieldErrors: FieldErrors = { [field]: [message] };
      throw conflict(message, fieldErrors);
    }
    throw error;
  }
}

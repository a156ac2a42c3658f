/**
 * Browser-safe entry: zod schemas and constants shared by forms and the server.
 * Nothing imported here may pull in server code (database drivers, node: modules).
 */
export * from '@marsa/db/constants';
export * from './domains/auth/schema.ts';

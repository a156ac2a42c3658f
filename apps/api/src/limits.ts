import { AUDIO_MAX_BYTES, IMAGE_MAX_BYTES, IMAGES_PER_ITEM_MAX, IMPORT_MAX_BYTES } from '@marsa/db/constants';
import { wireError } from '@marsa/trpc';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

const MB = 1024 * 1024;
/** Every JSON procedure, on /api and /trpc alike. */
export const JSON_LIMIT = MB;

/**
 * The upload procedures, by their REST route and their tRPC path (never batched: FormData goes
 * one per request), with room for the multipart envelope. Per-file limits stay with the procedures.
 */
const UPLOADS: [RegExp, number][] = [
  [
    /^\/(api\/admin\/(restaurants|spa-services|promotions)\/[^/]+\/images|trpc\/admin\.(restaurants|spa|promotions)\.uploadImages)$/,
    IMAGES_PER_ITEM_MAX * IMAGE_MAX_BYTES + MB,
  ],
  [/^\/(api\/admin\/knowledge-topics\/import|trpc\/admin\.knowledgeImport\.import)$/, IMPORT_MAX_BYTES + MB],
  [/^\/(api\/voice\/transcribe|trpc\/guest\.chat\.transcribe)$/, AUDIO_MAX_BYTES + MB],
];

export const bodyLimitFor = (pathname: string): number =>
  UPLOADS.find(([pattern]) => pattern.test(pathname))?.[1] ?? JSON_LIMIT;

/**
 * 413 past the route's limit, counted while reading (chunked bodies included). The rest of the body
 * is never read, so the connection closes with the answer and no client reuses it.
 */
export const routeBodyLimit: MiddlewareHandler = (c, next) =>
  // A GET or HEAD has no body, and asking for one would build a full fetch Request on every poll.
  c.req.method === 'GET' || c.req.method === 'HEAD'
    ? next()
    : bodyLimit({
        maxSize: bodyLimitFor(c.req.path),
        onError: (ctx) => ctx.json(wireError('request.too_large'), 413, { Connection: 'close' }),
      })(c, next);

export type { AiConfig } from './ai/config.ts';
export type { PublicUser } from './auth/public-user.ts';
export { watchSession } from './auth/session-cache.ts';
export {
  type Context,
  type ContextDeps,
  createContext,
  type RequestMeta,
  type ServerConfig,
} from './context.ts';
export { ensureAdmin, ensureFirstAdmin } from './domains/auth/service.ts';
export { conversationVersion } from './domains/chat/feed.ts';
export { followMessages } from './domains/chat/live.ts';
export type { ChatMessage } from './domains/chat/schema.ts';
export { guestReplyStreamResponse } from './domains/chat/stream.ts';
export { type ChatTurn, startChatTurn } from './domains/chat/turn.ts';
export { type Mailer, smtpMailer } from './domains/departments/notifications/mailer.ts';
export {
  type DeliveryOptions,
  deliverDue,
  type NotificationWorker,
  startNotificationWorker,
} from './domains/departments/notifications/worker.ts';
export {
  AppError,
  badRequest,
  type ErrorBody,
  englishError,
  forbidden,
  internalErrorMessage,
  isInternalError,
  loggableError,
  retryAfterOf,
  toErrorBody,
  unauthorized,
  validationError,
  wireError,
} from './errors.ts';
export { startRealtime } from './realtime.ts';
export { type AppRouter, appRouter, type Caller, createCaller } from './router.ts';

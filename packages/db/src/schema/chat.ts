import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { MESSAGE_TYPES, type MessageSource, ORDER_STATUSES } from '../constants.ts';
import { id, inList, timestamps } from './columns.ts';
import { users } from './users.ts';

export const messages = pgTable(
  'messages',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: MESSAGE_TYPES }).notNull(),
    content: text().notNull(),
    /** The records an assistant answer was built from (issue 9); empty for guest and staff messages. */
    sources: jsonb().$type<MessageSource[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    index('messages_user_idx').on(t.userId, t.id),
    check('messages_type', sql`${t.type} IN (${inList(MESSAGE_TYPES)})`),
  ],
);

/** The ship's FAQ; (topic, question) is the natural key an import updates by. */
export const knowledgeTopics = pgTable(
  'knowledge_topics',
  {
    id: id(),
    topic: text().notNull(),
    question: text().notNull(),
    answer: text().notNull(),
    topicAr: text(),
    questionAr: text(),
    answerAr: text(),
    category: text(),
    lang: text().notNull().default('en'),
    ...timestamps,
  },
  (t) => [
    unique('knowledge_topics_topic_question').on(t.topic, t.question),
    index('knowledge_topics_fts_en').using(
      'gin',
      sql`to_tsvector('english', ${t.topic} || ' ' || ${t.question} || ' ' || ${t.answer})`,
    ),
    // Arabic questions search both languages of a topic: an English-only row still has a chance.
    index('knowledge_topics_fts_ar').using(
      'gin',
      sql`to_tsvector('arabic', ${t.topic} || ' ' || ${t.question} || ' ' || ${t.answer} || ' ' || coalesce(${t.topicAr}, '') || ' ' || coalesce(${t.questionAr}, '') || ' ' || coalesce(${t.answerAr}, ''))`,
    ),
  ],
);

export const aiLearnings = pgTable(
  'ai_learnings',
  {
    id: id(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    messageId: integer()
      .unique()
      .references(() => messages.id, { onDelete: 'set null' }),
    query: text().notNull(),
    topic: text().notNull(),
    response: text().notNull(),
    wasHelpful: boolean(),
    adminCorrection: text(),
    ...timestamps,
  },
  (t) => [
    index('ai_learnings_created_idx').on(t.createdAt),
    index('ai_learnings_user_idx').on(t.userId, t.updatedAt),
  ],
);

export type RoomServiceItem = { name: string; quantity: number };

export const roomServiceOrders = pgTable(
  'room_service_orders',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    items: jsonb().$type<RoomServiceItem[]>().notNull(),
    notes: text().notNull().default(''),
    status: text({ enum: ORDER_STATUSES }).notNull().default('received'),
    estimatedDelivery: text().notNull(),
    ...timestamps,
  },
  (t) => [
    index('room_service_user_idx').on(t.userId),
    check('room_service_status', sql`${t.status} IN (${inList(ORDER_STATUSES)})`),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
export type KnowledgeTopicRow = typeof knowledgeTopics.$inferSelect;
export type AiLearningRow = typeof aiLearnings.$inferSelect;
export type RoomServiceOrderRow = typeof roomServiceOrders.$inferSelect;

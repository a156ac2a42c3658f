DROP INDEX "knowledge_topics_fts_ar";--> statement-breakpoint
ALTER TABLE "knowledge_topics" ADD COLUMN "topic_ar" text;--> statement-breakpoint
ALTER TABLE "knowledge_topics" ADD COLUMN "question_ar" text;--> statement-breakpoint
ALTER TABLE "knowledge_topics" ADD COLUMN "answer_ar" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "deck_venues" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "deck_venues" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "shore_excursions" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "shore_excursions" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "itinerary_ports" ADD COLUMN "port_name_ar" text;--> statement-breakpoint
ALTER TABLE "itinerary_ports" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "spa_services" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "spa_services" ADD COLUMN "description_ar" text;--> statement-breakpoint
CREATE INDEX "knowledge_topics_fts_ar" ON "knowledge_topics" USING gin (to_tsvector('arabic', "topic" || ' ' || "question" || ' ' || "answer" || ' ' || coalesce("topic_ar", '') || ' ' || coalesce("question_ar", '') || ' ' || coalesce("answer_ar", '')));
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"service_id" integer NOT NULL,
	"service_name" text NOT NULL,
	"slot_id" integer,
	"date" text NOT NULL,
	"time" text NOT NULL,
	"party_size" integer NOT NULL,
	"additional_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_type" CHECK ("bookings"."type" IN ('restaurant', 'spa', 'activity')),
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" IN ('confirmed', 'pending', 'cancelled')),
	CONSTRAINT "bookings_party_size" CHECK ("bookings"."party_size" >= 1)
);
--> statement-breakpoint
CREATE TABLE "ai_learnings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_learnings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"message_id" integer,
	"query" text NOT NULL,
	"topic" text NOT NULL,
	"response" text NOT NULL,
	"was_helpful" boolean,
	"admin_correction" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_learnings_messageId_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "knowledge_topics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"topic" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"category" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_topics_topic_question" UNIQUE("topic","question")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_type" CHECK ("messages"."type" IN ('user', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "room_service_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_service_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"items" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"estimated_delivery" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_service_status" CHECK ("room_service_orders"."status" IN ('received', 'preparing', 'delivered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "departments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"category" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departments_name_unique" UNIQUE("name"),
	CONSTRAINT "departments_category" CHECK ("departments"."category" IN ('restaurant', 'spa', 'activity', 'shore_excursion', 'general'))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"department" text NOT NULL,
	"promotion_type" text NOT NULL,
	"image_url" text,
	"available_from" timestamp with time zone NOT NULL,
	"available_to" timestamp with time zone NOT NULL,
	"valid_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"valid_times" text,
	"discount_percentage" integer,
	"original_price" integer,
	"promotional_price" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"max_redemptions" integer,
	"current_redemptions" integer DEFAULT 0 NOT NULL,
	"terms" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_department" CHECK ("promotions"."department" IN ('restaurant', 'spa', 'activity', 'general')),
	CONSTRAINT "promotions_type" CHECK ("promotions"."promotion_type" IN ('discount', 'special_offer', 'daily_special', 'package_deal')),
	CONSTRAINT "promotions_discount_range" CHECK ("promotions"."discount_percentage" IS NULL OR ("promotions"."discount_percentage" >= 0 AND "promotions"."discount_percentage" <= 100)),
	CONSTRAINT "promotions_original_price" CHECK ("promotions"."original_price" IS NULL OR "promotions"."original_price" >= 0),
	CONSTRAINT "promotions_promotional_price" CHECK ("promotions"."promotional_price" IS NULL OR "promotions"."promotional_price" >= 0),
	CONSTRAINT "promotions_max_redemptions" CHECK ("promotions"."max_redemptions" IS NULL OR "promotions"."max_redemptions" >= 1),
	CONSTRAINT "promotions_current_redemptions" CHECK ("promotions"."current_redemptions" >= 0),
	CONSTRAINT "promotions_window" CHECK ("promotions"."available_to" >= "promotions"."available_from")
);
--> statement-breakpoint
CREATE TABLE "deck_maps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deck_maps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deck_number" integer NOT NULL,
	"deck_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deck_maps_deckNumber_unique" UNIQUE("deck_number"),
	CONSTRAINT "deck_maps_number_positive" CHECK ("deck_maps"."deck_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "deck_venues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deck_venues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deck_map_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '/images/placeholder-400x300.svg' NOT NULL,
	"x_position" real DEFAULT 50 NOT NULL,
	"y_position" real DEFAULT 50 NOT NULL,
	"operating_hours" text,
	"contact_info" text,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"related_service_id" integer,
	"related_service_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deck_venues_category" CHECK ("deck_venues"."category" IN ('dining', 'entertainment', 'services', 'shopping', 'recreation', 'accommodation', 'spa')),
	CONSTRAINT "deck_venues_x_range" CHECK ("deck_venues"."x_position" >= 0 AND "deck_venues"."x_position" <= 100),
	CONSTRAINT "deck_venues_y_range" CHECK ("deck_venues"."y_position" >= 0 AND "deck_venues"."y_position" <= 100),
	CONSTRAINT "deck_venues_related_type" CHECK ("deck_venues"."related_service_type" IS NULL OR "deck_venues"."related_service_type" IN ('restaurant', 'spa', 'activity'))
);
--> statement-breakpoint
CREATE TABLE "shore_excursion_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shore_excursion_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"shore_excursion_id" integer NOT NULL,
	"participants" integer NOT NULL,
	"special_requests" text DEFAULT '' NOT NULL,
	"total_price_cents" integer NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "excursion_bookings_participants" CHECK ("shore_excursion_bookings"."participants" >= 1),
	CONSTRAINT "excursion_bookings_total" CHECK ("shore_excursion_bookings"."total_price_cents" >= 0),
	CONSTRAINT "excursion_bookings_status" CHECK ("shore_excursion_bookings"."status" IN ('confirmed', 'pending', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "shore_excursions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shore_excursions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"port_id" integer,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"difficulty_level" text NOT NULL,
	"duration" text NOT NULL,
	"price_cents" integer NOT NULL,
	"departure_time" text NOT NULL,
	"return_time" text NOT NULL,
	"highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"ar_content" jsonb,
	"capacity" integer NOT NULL,
	"booked_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shore_excursions_title_unique" UNIQUE("title"),
	CONSTRAINT "excursions_category" CHECK ("shore_excursions"."category" IN ('cultural', 'adventure', 'relaxation', 'family', 'shopping')),
	CONSTRAINT "excursions_difficulty" CHECK ("shore_excursions"."difficulty_level" IN ('easy', 'moderate', 'challenging')),
	CONSTRAINT "excursions_price_nonnegative" CHECK ("shore_excursions"."price_cents" >= 0),
	CONSTRAINT "excursions_capacity" CHECK ("shore_excursions"."capacity" > 0 AND "shore_excursions"."booked_count" >= 0 AND "shore_excursions"."booked_count" <= "shore_excursions"."capacity")
);
--> statement-breakpoint
CREATE TABLE "itinerary_ports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "itinerary_ports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"port_name" text NOT NULL,
	"country" text NOT NULL,
	"description" text NOT NULL,
	"arrival_date" text NOT NULL,
	"arrival_time" text NOT NULL,
	"departure_date" text NOT NULL,
	"departure_time" text NOT NULL,
	"port_order" integer NOT NULL,
	"timezone" text NOT NULL,
	"activities" text[] DEFAULT '{}'::text[] NOT NULL,
	"highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_url" text DEFAULT '/images/placeholder-600x400.svg' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itinerary_port_order_min" CHECK ("itinerary_ports"."port_order" >= 1)
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"category" text NOT NULL,
	"location" text NOT NULL,
	"description" text NOT NULL,
	"schedule" text NOT NULL,
	"age_group" text,
	"capacity" integer,
	"is_bookable" boolean DEFAULT false NOT NULL,
	"image_url" text DEFAULT '/images/placeholder-400x300.svg' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_name_unique" UNIQUE("name"),
	CONSTRAINT "activities_capacity_positive" CHECK ("activities"."capacity" IS NULL OR "activities"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restaurants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"cuisine" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"capacity" integer NOT NULL,
	"opening_time" text NOT NULL,
	"closing_time" text NOT NULL,
	"image_url" text DEFAULT '/images/placeholder-400x300.svg' NOT NULL,
	"rating" real DEFAULT 4.5 NOT NULL,
	"special_feature" text,
	"dress_code" text,
	"dining_style" text,
	"price_level" integer DEFAULT 2 NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurants_name_unique" UNIQUE("name"),
	CONSTRAINT "restaurants_capacity_positive" CHECK ("restaurants"."capacity" > 0),
	CONSTRAINT "restaurants_rating_range" CHECK ("restaurants"."rating" >= 0 AND "restaurants"."rating" <= 5),
	CONSTRAINT "restaurants_price_level" CHECK ("restaurants"."price_level" BETWEEN 1 AND 4)
);
--> statement-breakpoint
CREATE TABLE "schedule_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_type" text NOT NULL,
	"service_id" integer NOT NULL,
	"date" text NOT NULL,
	"time" text NOT NULL,
	"available_spots" integer NOT NULL,
	"total_capacity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_slots_unique" UNIQUE("service_type","service_id","date","time"),
	CONSTRAINT "schedule_slots_service_type" CHECK ("schedule_slots"."service_type" IN ('restaurant', 'spa', 'activity')),
	CONSTRAINT "schedule_slots_capacity_positive" CHECK ("schedule_slots"."total_capacity" > 0),
	CONSTRAINT "schedule_slots_spots_range" CHECK ("schedule_slots"."available_spots" >= 0 AND "schedule_slots"."available_spots" <= "schedule_slots"."total_capacity"),
	CONSTRAINT "schedule_slots_date_format" CHECK ("schedule_slots"."date" ~ '^\d{4}-\d{2}-\d{2}$'),
	CONSTRAINT "schedule_slots_time_format" CHECK ("schedule_slots"."time" ~ '^\d{2}:\d{2}$')
);
--> statement-breakpoint
CREATE TABLE "spa_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spa_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text NOT NULL,
	"duration" integer NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"capacity" integer NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"price_cents" integer,
	"image_url" text DEFAULT '/images/placeholder-400x300.svg' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spa_services_name_unique" UNIQUE("name"),
	CONSTRAINT "spa_duration_positive" CHECK ("spa_services"."duration" > 0),
	CONSTRAINT "spa_capacity_positive" CHECK ("spa_services"."capacity" > 0),
	CONSTRAINT "spa_price_nonnegative" CHECK ("spa_services"."price_cents" IS NULL OR "spa_services"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"username" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"dining_preferences" text[] DEFAULT '{}'::text[] NOT NULL,
	"activity_interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"budget_range" text DEFAULT 'mid-range' NOT NULL,
	"travel_style" text DEFAULT 'relaxed' NOT NULL,
	"dietary_restrictions" text[] DEFAULT '{}'::text[] NOT NULL,
	"spoken_languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" text NOT NULL,
	"room_number" text NOT NULL,
	"deck" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_username_length" CHECK (char_length("users"."username") >= 3)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_slot_id_schedule_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."schedule_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_learnings" ADD CONSTRAINT "ai_learnings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_learnings" ADD CONSTRAINT "ai_learnings_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_service_orders" ADD CONSTRAINT "room_service_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_venues" ADD CONSTRAINT "deck_venues_deck_map_id_deck_maps_id_fk" FOREIGN KEY ("deck_map_id") REFERENCES "public"."deck_maps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shore_excursion_bookings" ADD CONSTRAINT "shore_excursion_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shore_excursion_bookings" ADD CONSTRAINT "shore_excursion_bookings_shore_excursion_id_shore_excursions_id_fk" FOREIGN KEY ("shore_excursion_id") REFERENCES "public"."shore_excursions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shore_excursions" ADD CONSTRAINT "shore_excursions_port_id_itinerary_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."itinerary_ports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ai_learnings_created_idx" ON "ai_learnings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "knowledge_topics_fts_en" ON "knowledge_topics" USING gin (to_tsvector('english', "topic" || ' ' || "question" || ' ' || "answer"));--> statement-breakpoint
CREATE INDEX "knowledge_topics_fts_ar" ON "knowledge_topics" USING gin (to_tsvector('arabic', "topic" || ' ' || "question" || ' ' || "answer"));--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "room_service_user_idx" ON "room_service_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "deck_venues_deck_idx" ON "deck_venues" USING btree ("deck_map_id");--> statement-breakpoint
CREATE INDEX "excursion_bookings_user_idx" ON "shore_excursion_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");
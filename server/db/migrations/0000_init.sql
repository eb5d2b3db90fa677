CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"alias" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"terms_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "display_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL,
	"label" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "display_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "idempotency_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"response_headers" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "user_machines" (
	"user_id" integer NOT NULL,
	"machine_id" integer NOT NULL,
	CONSTRAINT "user_machines_user_id_machine_id_pk" PRIMARY KEY("user_id","machine_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plant_id" integer,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" text DEFAULT 'es_ES' NOT NULL,
	"maintenance_language" text DEFAULT 'es_ES' NOT NULL,
	"technical_language" text DEFAULT 'es_ES' NOT NULL,
	"has_dark_mode" boolean DEFAULT true NOT NULL,
	"has_accepted_tos" boolean DEFAULT false NOT NULL,
	"tos_accepted_at" timestamp with time zone,
	"user_preferences" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"feature_flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notification_email" boolean DEFAULT true NOT NULL,
	"bell_clicked_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumable_period_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"start_time" text NOT NULL,
	"finish_time" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumable_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"finish_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "consumable_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_time_id" integer NOT NULL,
	"consumable_type_id" integer NOT NULL,
	"value" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ink_group_price_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ink_group_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"ink_group_id" integer NOT NULL,
	"price" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"amortization_price" double precision DEFAULT 0 NOT NULL,
	"operator1_price" double precision DEFAULT 0 NOT NULL,
	"operator1_percent" double precision DEFAULT 0 NOT NULL,
	"operator2_price" double precision DEFAULT 0 NOT NULL,
	"operator2_percent" double precision DEFAULT 0 NOT NULL,
	"operator3_price" double precision DEFAULT 0 NOT NULL,
	"operator3_percent" double precision DEFAULT 0 NOT NULL,
	"cliche_price" double precision DEFAULT 0 NOT NULL,
	"cliche_time_minutes" double precision DEFAULT 0 NOT NULL,
	"adhesive_price" double precision DEFAULT 0 NOT NULL,
	"waste" double precision DEFAULT 0 NOT NULL,
	"scraper_price" double precision DEFAULT 0 NOT NULL,
	"scraper_meters" double precision DEFAULT 0 NOT NULL,
	"stamp_price" double precision DEFAULT 0 NOT NULL,
	"stamp_meters" double precision DEFAULT 0 NOT NULL,
	"rag_price" double precision DEFAULT 0 NOT NULL,
	"rag_meters" double precision DEFAULT 0 NOT NULL,
	"splicing_tape_price" double precision DEFAULT 0 NOT NULL,
	"anilox_cleaner_price" double precision DEFAULT 0 NOT NULL,
	"treaty_pencil_price" double precision DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_costs_machine_id_unique" UNIQUE("machine_id")
);
--> statement-breakpoint
CREATE TABLE "material_price_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"price" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"section" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"pages" integer NOT NULL,
	"file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"referer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_interest" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"message" text NOT NULL,
	"params" text,
	"href" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retargeting_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"is_reminder_enabled" boolean DEFAULT true NOT NULL,
	"video_url" text,
	CONSTRAINT "retargeting_campaigns_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "support_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"machine_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_retargetings" (
	"user_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"is_interested" boolean,
	"is_reminder_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_retargetings_user_id_campaign_id_pk" PRIMARY KEY("user_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" integer,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL,
	"machine_id" integer,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "maintenance_event_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"transition_id" smallint,
	"from_state" smallint NOT NULL,
	"to_state" smallint NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"details" text
);
--> statement-breakpoint
CREATE TABLE "maintenance_event_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"machine_id" integer,
	"asset_id" integer,
	"operator_user_id" integer,
	"state" smallint DEFAULT 1 NOT NULL,
	"date" date NOT NULL,
	"original_date" date NOT NULL,
	"postpone_count" smallint DEFAULT 0 NOT NULL,
	"duration_minutes" integer,
	"notes" text,
	"done_at" timestamp with time zone,
	"done_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_task_assets" (
	"task_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	CONSTRAINT "maintenance_task_assets_task_id_asset_id_pk" PRIMARY KEY("task_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "maintenance_task_machines" (
	"task_id" integer NOT NULL,
	"machine_id" integer NOT NULL,
	CONSTRAINT "maintenance_task_machines_task_id_machine_id_pk" PRIMARY KEY("task_id","machine_id")
);
--> statement-breakpoint
CREATE TABLE "maintenance_task_operators" (
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "maintenance_task_operators_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "maintenance_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"condition" text NOT NULL,
	"frequency" text NOT NULL,
	"custom_frequency_days" integer,
	"reason" text,
	"provider" text,
	"duration_minutes" integer,
	"risk" smallint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"file_id" uuid,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "configuration_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"col_lg_size" smallint DEFAULT 4 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variables" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumable_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"unit" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"time_sliced" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_consumable_types" (
	"machine_id" integer NOT NULL,
	"consumable_type_id" integer NOT NULL,
	CONSTRAINT "machine_consumable_types_machine_id_consumable_type_id_pk" PRIMARY KEY("machine_id","consumable_type_id")
);
--> statement-breakpoint
CREATE TABLE "machine_lines" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "machine_lines_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "machine_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_id" integer NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_status" (
	"machine_id" integer PRIMARY KEY NOT NULL,
	"state" smallint DEFAULT 4 NOT NULL,
	"speed" double precision DEFAULT 0 NOT NULL,
	"total_meter" double precision DEFAULT 0 NOT NULL,
	"last_transaction_at" timestamp with time zone,
	"current_order_id" integer,
	"inactivity_id" integer,
	"power_off_id" integer,
	"state_period_id" integer,
	"roll_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machines" (
	"id" serial PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"hash_code" text NOT NULL,
	"name" text NOT NULL,
	"serial_number" text NOT NULL,
	"acquisition_date" date,
	"max_speed" double precision NOT NULL,
	"min_printing_width" double precision,
	"max_printing_width" double precision,
	"min_material_width" double precision,
	"max_material_width" double precision,
	"min_format" double precision,
	"max_format" double precision,
	"max_num_deck" smallint DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"has_job_costing" boolean DEFAULT false NOT NULL,
	"has_operation_analytics" boolean DEFAULT false NOT NULL,
	"trolley" smallint,
	"machine_function" smallint
);
--> statement-breakpoint
CREATE TABLE "plants" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"currency_code" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"timezone" text NOT NULL,
	"id_on_grafana" text,
	"working_days_per_week" smallint DEFAULT 5 NOT NULL,
	"working_hours_per_day" smallint DEFAULT 8 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inactivities" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"order_id" integer,
	"state" smallint NOT NULL,
	"category" smallint NOT NULL,
	"description" text NOT NULL,
	"date_start" timestamp with time zone NOT NULL,
	"date_finish" timestamp with time zone,
	"meters" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ink_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"hex" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"hex" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL,
	"customer_id" integer,
	"reference" text NOT NULL,
	"material_id" integer,
	"width" double precision,
	"format" double precision,
	"num_color" smallint,
	"grammage" double precision,
	"thickness" double precision
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_consumptions" (
	"order_id" integer NOT NULL,
	"consumable_type_id" integer NOT NULL,
	"group_id" integer DEFAULT 0 NOT NULL,
	"consumption" double precision NOT NULL,
	"cost" double precision,
	CONSTRAINT "order_consumptions_order_id_consumable_type_id_group_id_pk" PRIMARY KEY("order_id","consumable_type_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "order_inkwells" (
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"ink_id" integer,
	"data" jsonb NOT NULL,
	CONSTRAINT "order_inkwells_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
CREATE TABLE "order_module_values" (
	"order_id" integer NOT NULL,
	"module_code" text NOT NULL,
	"values" jsonb NOT NULL,
	CONSTRAINT "order_module_values_order_id_module_code_pk" PRIMARY KEY("order_id","module_code")
);
--> statement-breakpoint
CREATE TABLE "order_operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"date_start" timestamp with time zone NOT NULL,
	"date_finish" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "power_offs" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"order_id" integer,
	"state" smallint NOT NULL,
	"description" text,
	"date_start" timestamp with time zone NOT NULL,
	"date_finish" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "printed_codes" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"ink_consumed_liter" double precision DEFAULT 0 NOT NULL,
	"total_printed_code" integer DEFAULT 0 NOT NULL,
	"num_grade_a" integer DEFAULT 0 NOT NULL,
	"num_grade_b" integer DEFAULT 0 NOT NULL,
	"num_grade_c" integer DEFAULT 0 NOT NULL,
	"num_grade_d" integer DEFAULT 0 NOT NULL,
	"num_grade_f" integer DEFAULT 0 NOT NULL,
	"num_duplicated" integer DEFAULT 0 NOT NULL,
	"num_no_readable_code" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"id_on_machine" integer NOT NULL,
	"insert_timestamp" bigint NOT NULL,
	"reference" text NOT NULL,
	"job_id" integer,
	"customer_id" integer,
	"material_id" integer,
	"width" double precision,
	"format" double precision,
	"num_color" smallint,
	"target_meter" double precision DEFAULT 0 NOT NULL,
	"date_start" timestamp with time zone NOT NULL,
	"date_finish" timestamp with time zone,
	"clean_meter" double precision DEFAULT 0 NOT NULL,
	"waste_meter" double precision DEFAULT 0 NOT NULL,
	"num_roll" integer DEFAULT 0 NOT NULL,
	"speed_total" double precision DEFAULT 0 NOT NULL,
	"speed_turning" double precision DEFAULT 0 NOT NULL,
	"max_speed_reached" double precision DEFAULT 0 NOT NULL,
	"po_cost" double precision,
	"po_cost_surface" double precision,
	"parent_order_id" integer,
	"configuration" jsonb
);
--> statement-breakpoint
CREATE TABLE "rolls" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"number" integer NOT NULL,
	"date_start" timestamp with time zone NOT NULL,
	"date_finish" timestamp with time zone,
	"clean_meter" double precision DEFAULT 0 NOT NULL,
	"waste_meter" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speed_samples" (
	"machine_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"speed" real NOT NULL,
	"total_meter" double precision NOT NULL,
	"clean_meter" double precision NOT NULL,
	"waste_meter" double precision NOT NULL,
	CONSTRAINT "speed_samples_machine_id_ts_pk" PRIMARY KEY("machine_id","ts")
);
--> statement-breakpoint
CREATE TABLE "state_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"order_id" integer,
	"state" smallint NOT NULL,
	"date_start" timestamp with time zone NOT NULL,
	"date_finish" timestamp with time zone,
	"meters" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"is_shared" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_job_tags" (
	"job_id" integer NOT NULL,
	"alias" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "shared_job_tags_job_id_alias_pk" PRIMARY KEY("job_id","alias")
);
--> statement-breakpoint
CREATE TABLE "shared_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"shared_customer_id" integer NOT NULL,
	"reference" text NOT NULL,
	"is_shared" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_tokens" ADD CONSTRAINT "display_tokens_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_tokens" ADD CONSTRAINT "display_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_machines" ADD CONSTRAINT "user_machines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_machines" ADD CONSTRAINT "user_machines_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumable_period_times" ADD CONSTRAINT "consumable_period_times_period_id_consumable_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."consumable_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumable_periods" ADD CONSTRAINT "consumable_periods_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumable_periods" ADD CONSTRAINT "consumable_periods_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumable_prices" ADD CONSTRAINT "consumable_prices_period_time_id_consumable_period_times_id_fk" FOREIGN KEY ("period_time_id") REFERENCES "public"."consumable_period_times"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumable_prices" ADD CONSTRAINT "consumable_prices_consumable_type_id_consumable_types_id_fk" FOREIGN KEY ("consumable_type_id") REFERENCES "public"."consumable_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ink_group_price_periods" ADD CONSTRAINT "ink_group_price_periods_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ink_group_prices" ADD CONSTRAINT "ink_group_prices_period_id_ink_group_price_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."ink_group_price_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ink_group_prices" ADD CONSTRAINT "ink_group_prices_ink_group_id_ink_groups_id_fk" FOREIGN KEY ("ink_group_id") REFERENCES "public"."ink_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_costs" ADD CONSTRAINT "machine_costs_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_price_periods" ADD CONSTRAINT "material_price_periods_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_prices" ADD CONSTRAINT "material_prices_period_id_material_price_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."material_price_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_prices" ADD CONSTRAINT "material_prices_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_logs" ADD CONSTRAINT "client_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_interest" ADD CONSTRAINT "maintenance_interest_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_message_id_support_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."support_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_attachments" ADD CONSTRAINT "support_attachments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_retargetings" ADD CONSTRAINT "user_retargetings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_retargetings" ADD CONSTRAINT "user_retargetings_campaign_id_retargeting_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."retargeting_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_assets" ADD CONSTRAINT "maintenance_assets_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_assets" ADD CONSTRAINT "maintenance_assets_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_event_history" ADD CONSTRAINT "maintenance_event_history_event_id_maintenance_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."maintenance_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_event_history" ADD CONSTRAINT "maintenance_event_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_event_images" ADD CONSTRAINT "maintenance_event_images_event_id_maintenance_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."maintenance_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_event_images" ADD CONSTRAINT "maintenance_event_images_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_event_images" ADD CONSTRAINT "maintenance_event_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_events" ADD CONSTRAINT "maintenance_events_task_id_maintenance_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."maintenance_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_events" ADD CONSTRAINT "maintenance_events_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_events" ADD CONSTRAINT "maintenance_events_asset_id_maintenance_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."maintenance_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_events" ADD CONSTRAINT "maintenance_events_operator_user_id_users_id_fk" FOREIGN KEY ("operator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_events" ADD CONSTRAINT "maintenance_events_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_task_assets" ADD CONSTRAINT "maintenance_task_assets_task_id_maintenance_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."maintenance_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_task_assets" ADD CONSTRAINT "maintenance_task_assets_asset_id_maintenance_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."maintenance_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_task_machines" ADD CONSTRAINT "maintenance_task_machines_task_id_maintenance_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."maintenance_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_task_machines" ADD CONSTRAINT "maintenance_task_machines_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_task_operators" ADD CONSTRAINT "maintenance_task_operators_task_id_maintenance_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."maintenance_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_task_operators" ADD CONSTRAINT "maintenance_task_operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD CONSTRAINT "maintenance_tasks_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD CONSTRAINT "maintenance_tasks_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD CONSTRAINT "maintenance_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuration_modules" ADD CONSTRAINT "configuration_modules_line_id_machine_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."machine_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_consumable_types" ADD CONSTRAINT "machine_consumable_types_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_consumable_types" ADD CONSTRAINT "machine_consumable_types_consumable_type_id_consumable_types_id_fk" FOREIGN KEY ("consumable_type_id") REFERENCES "public"."consumable_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_models" ADD CONSTRAINT "machine_models_line_id_machine_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."machine_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_status" ADD CONSTRAINT "machine_status_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_model_id_machine_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."machine_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inactivities" ADD CONSTRAINT "inactivities_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inactivities" ADD CONSTRAINT "inactivities_order_id_production_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."production_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_consumptions" ADD CONSTRAINT "order_consumptions_order_id_production_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."production_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_inkwells" ADD CONSTRAINT "order_inkwells_order_id_production_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."production_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_inkwells" ADD CONSTRAINT "order_inkwells_ink_id_inks_id_fk" FOREIGN KEY ("ink_id") REFERENCES "public"."inks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_module_values" ADD CONSTRAINT "order_module_values_order_id_production_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."production_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_operators" ADD CONSTRAINT "order_operators_order_id_production_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."production_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_operators" ADD CONSTRAINT "order_operators_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "power_offs" ADD CONSTRAINT "power_offs_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "power_offs" ADD CONSTRAINT "power_offs_order_id_production_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."production_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printed_codes" ADD CONSTRAINT "printed_codes_order_id_production_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."production_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolls" ADD CONSTRAINT "rolls_order_id_production_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."production_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_periods" ADD CONSTRAINT "state_periods_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_periods" ADD CONSTRAINT "state_periods_order_id_production_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."production_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_customers" ADD CONSTRAINT "shared_customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_job_tags" ADD CONSTRAINT "shared_job_tags_job_id_shared_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."shared_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_jobs" ADD CONSTRAINT "shared_jobs_shared_customer_id_shared_customers_id_fk" FOREIGN KEY ("shared_customer_id") REFERENCES "public"."shared_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_client_id_key" ON "api_keys" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "api_keys_company_idx" ON "api_keys" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_owner_key" ON "idempotency_keys" USING btree ("owner","key");--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_hash_key" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_machines_machine_idx" ON "user_machines" USING btree ("machine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "ink_group_prices_key" ON "ink_group_prices" USING btree ("period_id","ink_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_prices_key" ON "material_prices" USING btree ("period_id","material_id");--> statement-breakpoint
CREATE INDEX "documents_machine_idx" ON "documents" USING btree ("machine_id","section");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "maintenance_events_date_idx" ON "maintenance_events" USING btree ("date");--> statement-breakpoint
CREATE INDEX "maintenance_events_task_idx" ON "maintenance_events" USING btree ("task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "machines_hash_code_key" ON "machines" USING btree ("hash_code");--> statement-breakpoint
CREATE UNIQUE INDEX "machines_serial_key" ON "machines" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "machines_plant_idx" ON "machines" USING btree ("plant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_plant_name_key" ON "customers" USING btree ("plant_id","name");--> statement-breakpoint
CREATE INDEX "inactivities_machine_idx" ON "inactivities" USING btree ("machine_id","date_start");--> statement-breakpoint
CREATE INDEX "inactivities_order_idx" ON "inactivities" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_plant_reference_key" ON "jobs" USING btree ("plant_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_plant_name_key" ON "operators" USING btree ("plant_id","name");--> statement-breakpoint
CREATE INDEX "order_operators_order_idx" ON "order_operators" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_operators_operator_idx" ON "order_operators" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "power_offs_machine_idx" ON "power_offs" USING btree ("machine_id","date_start");--> statement-breakpoint
CREATE INDEX "power_offs_order_idx" ON "power_offs" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_machine_key" ON "production_orders" USING btree ("machine_id","id_on_machine","insert_timestamp");--> statement-breakpoint
CREATE INDEX "orders_machine_start_idx" ON "production_orders" USING btree ("machine_id","date_start");--> statement-breakpoint
CREATE INDEX "orders_start_idx" ON "production_orders" USING btree ("date_start");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "production_orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_list_idx" ON "production_orders" USING btree ("date_start","id") WHERE "production_orders"."parent_order_id" is null;--> statement-breakpoint
CREATE INDEX "orders_machine_list_idx" ON "production_orders" USING btree ("machine_id","date_start","id") WHERE "production_orders"."parent_order_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "rolls_order_number_key" ON "rolls" USING btree ("order_id","number");--> statement-breakpoint
CREATE INDEX "state_periods_machine_idx" ON "state_periods" USING btree ("machine_id","date_start");--> statement-breakpoint
CREATE INDEX "state_periods_order_idx" ON "state_periods" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shared_customers_name_key" ON "shared_customers" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "shared_jobs_reference_key" ON "shared_jobs" USING btree ("shared_customer_id","reference");
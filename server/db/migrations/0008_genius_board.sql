CREATE TABLE "plant_tools" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "plant_tools_kind_check" CHECK ("plant_tools"."kind" in ('anilox', 'plate_cylinder', 'carrier', 'tape'))
);
--> statement-breakpoint
CREATE TABLE "prepared_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL,
	"machine_id" integer NOT NULL,
	"reference" text NOT NULL,
	"job_name" text NOT NULL,
	"customer" text NOT NULL,
	"material_id" integer NOT NULL,
	"width" double precision NOT NULL,
	"target_meter" double precision NOT NULL,
	"shared_job_id" integer,
	"decks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'prepared' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"production_order_id" integer,
	CONSTRAINT "prepared_orders_state_check" CHECK ("prepared_orders"."state" in ('prepared', 'sent', 'started', 'finished', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "plant_tools" ADD CONSTRAINT "plant_tools_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepared_orders" ADD CONSTRAINT "prepared_orders_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepared_orders" ADD CONSTRAINT "prepared_orders_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepared_orders" ADD CONSTRAINT "prepared_orders_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepared_orders" ADD CONSTRAINT "prepared_orders_shared_job_id_shared_jobs_id_fk" FOREIGN KEY ("shared_job_id") REFERENCES "public"."shared_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepared_orders" ADD CONSTRAINT "prepared_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepared_orders" ADD CONSTRAINT "prepared_orders_production_order_id_production_orders_id_fk" FOREIGN KEY ("production_order_id") REFERENCES "public"."production_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plant_tools_machine_kind_code_key" ON "plant_tools" USING btree ("machine_id","kind","code");--> statement-breakpoint
CREATE UNIQUE INDEX "prepared_orders_reference_key" ON "prepared_orders" USING btree ("machine_id","reference") WHERE "prepared_orders"."state" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "prepared_orders_machine_state_idx" ON "prepared_orders" USING btree ("machine_id","state");--> statement-breakpoint
CREATE INDEX "prepared_orders_plant_created_idx" ON "prepared_orders" USING btree ("plant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "prepared_orders_production_order_idx" ON "prepared_orders" USING btree ("production_order_id") WHERE "prepared_orders"."production_order_id" is not null;
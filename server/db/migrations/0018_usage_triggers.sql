ALTER TABLE "maintenance_tasks" ADD COLUMN "usage" jsonb;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD COLUMN "usage_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD COLUMN "usage_cycle" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_events" ADD COLUMN "usage_cycle" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_events_task_usage_cycle_key" ON "maintenance_events" USING btree ("task_id","usage_cycle");

ALTER TABLE "maintenance_tasks" ADD COLUMN "source_stop" jsonb;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "maintenance_working_days" smallint[] DEFAULT '{1,2,3,4,5}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "maintenance_max_span_days" smallint DEFAULT 30 NOT NULL;
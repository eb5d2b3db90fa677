ALTER TABLE "maintenance_events" ADD COLUMN "customer" text;--> statement-breakpoint
ALTER TABLE "maintenance_events" ADD COLUMN "job_name" text;--> statement-breakpoint
ALTER TABLE "maintenance_events" ADD COLUMN "job_reference" text;--> statement-breakpoint
ALTER TABLE "maintenance_events" ADD COLUMN "job_grammage" double precision;--> statement-breakpoint
ALTER TABLE "maintenance_events" ADD COLUMN "job_thickness" double precision;--> statement-breakpoint
ALTER TABLE "maintenance_events" ADD COLUMN "job_width" double precision;--> statement-breakpoint
ALTER TABLE "maintenance_events" ADD COLUMN "job_material" text;
ALTER TABLE "speed_samples" ADD COLUMN "speed_set_point" real;--> statement-breakpoint
ALTER TABLE "speed_samples" ADD COLUMN "tags" jsonb;
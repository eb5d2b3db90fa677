ALTER TABLE "display_tokens" ADD COLUMN "machine_line_id" integer;--> statement-breakpoint
ALTER TABLE "display_tokens" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "display_tokens" ADD CONSTRAINT "display_tokens_machine_line_id_machine_lines_id_fk" FOREIGN KEY ("machine_line_id") REFERENCES "public"."machine_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "display_tokens_plant_idx" ON "display_tokens" USING btree ("plant_id");
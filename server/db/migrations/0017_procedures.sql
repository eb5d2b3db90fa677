CREATE TABLE "maintenance_step_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"step_id" text NOT NULL,
	"value" jsonb NOT NULL,
	"out_of_limits" boolean NOT NULL,
	"notes" text,
	"answered_by" integer NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "maintenance_events" ADD COLUMN "procedure" jsonb;--> statement-breakpoint
ALTER TABLE "maintenance_tasks" ADD COLUMN "procedure" jsonb;--> statement-breakpoint
ALTER TABLE "maintenance_step_answers" ADD CONSTRAINT "maintenance_step_answers_event_id_maintenance_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."maintenance_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_step_answers" ADD CONSTRAINT "maintenance_step_answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_step_answers_event_step_key" ON "maintenance_step_answers" USING btree ("event_id","step_id");
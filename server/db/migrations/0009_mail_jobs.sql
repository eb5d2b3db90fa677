CREATE TABLE "mail_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_jobs_kind_check" CHECK ("mail_jobs"."kind" in ('order_pdf', 'maintenance_pdf')),
	CONSTRAINT "mail_jobs_state_check" CHECK ("mail_jobs"."state" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD CONSTRAINT "mail_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_jobs_once_key" ON "mail_jobs" USING btree ("kind","subject_id","user_id");--> statement-breakpoint
CREATE INDEX "mail_jobs_due_idx" ON "mail_jobs" USING btree ("next_attempt_at") WHERE "mail_jobs"."state" = 'pending';
-- A line-side display's interface language (issue 31 item 2): chosen when its link is made, by
-- default the creator's. Links made before it take their creator's language, as a new one would.
ALTER TABLE "display_tokens" ADD COLUMN "language" text DEFAULT 'es_ES' NOT NULL;--> statement-breakpoint
UPDATE "display_tokens" SET "language" = "users"."language" FROM "users" WHERE "users"."id" = "display_tokens"."created_by";

CREATE TABLE "cost_recalculation_runs" (
	"plant_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_cost_recalculations" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consumable_periods" ADD COLUMN "consumable_type_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "ink_group_price_periods" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "material_price_periods" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "cost_recalculation_runs" ADD CONSTRAINT "cost_recalculation_runs_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cost_recalculations" ADD CONSTRAINT "order_cost_recalculations_order_id_production_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."production_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cost_recalculations" ADD CONSTRAINT "order_cost_recalculations_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_cost_recalculations_plant_idx" ON "order_cost_recalculations" USING btree ("plant_id");--> statement-breakpoint
ALTER TABLE "consumable_periods" ADD CONSTRAINT "consumable_periods_consumable_type_id_consumable_types_id_fk" FOREIGN KEY ("consumable_type_id") REFERENCES "public"."consumable_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ink_group_price_periods" ADD CONSTRAINT "ink_group_price_periods_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_price_periods" ADD CONSTRAINT "material_price_periods_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consumable_periods_start_key" ON "consumable_periods" USING btree ("plant_id","consumable_type_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "ink_group_price_periods_start_key" ON "ink_group_price_periods" USING btree ("plant_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "material_price_periods_start_key" ON "material_price_periods" USING btree ("plant_id","start_date");
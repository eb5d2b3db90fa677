CREATE TABLE "order_day_counts" (
	"machine_id" integer NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "order_day_counts_machine_id_day_pk" PRIMARY KEY("machine_id","day")
);
--> statement-breakpoint
CREATE TABLE "order_month_counts" (
	"machine_id" integer NOT NULL,
	"month" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "order_month_counts_machine_id_month_pk" PRIMARY KEY("machine_id","month")
);
--> statement-breakpoint
ALTER TABLE "order_day_counts" ADD CONSTRAINT "order_day_counts_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_month_counts" ADD CONSTRAINT "order_month_counts_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Kept by statement-level triggers with transition tables: one statement per table per write
-- statement, so the bulk seed and an ingestion batch cost a grouped upsert, not one per row. An
-- UPDATE counts only the rows whose machine, start or top-level status changed (ingestion updates
-- the meters of running orders every few seconds). Days are plant-local (the machine's plant).
CREATE FUNCTION order_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM order_day_counts;
    DELETE FROM order_month_counts;
  ELSIF TG_OP = 'INSERT' THEN
    WITH delta AS (
      SELECT nw.machine_id, (nw.date_start AT TIME ZONE p.timezone)::date AS day, 1 AS n
      FROM new_rows nw JOIN machines m ON m.id = nw.machine_id JOIN plants p ON p.id = m.plant_id
      WHERE nw.parent_order_id IS NULL
    ), days AS (
      INSERT INTO order_day_counts AS c (machine_id, day, n)
      SELECT machine_id, day, sum(n)::int FROM delta GROUP BY 1, 2
      ON CONFLICT (machine_id, day) DO UPDATE SET n = c.n + excluded.n
    )
    INSERT INTO order_month_counts AS c (machine_id, month, n)
    SELECT machine_id, date_trunc('month', day)::date, sum(n)::int FROM delta GROUP BY 1, 2
    ON CONFLICT (machine_id, month) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    WITH delta AS (
      SELECT o.machine_id, (o.date_start AT TIME ZONE p.timezone)::date AS day, -1 AS n
      FROM old_rows o JOIN machines m ON m.id = o.machine_id JOIN plants p ON p.id = m.plant_id
      WHERE o.parent_order_id IS NULL
    ), days AS (
      INSERT INTO order_day_counts AS c (machine_id, day, n)
      SELECT machine_id, day, sum(n)::int FROM delta GROUP BY 1, 2
      ON CONFLICT (machine_id, day) DO UPDATE SET n = c.n + excluded.n
    )
    INSERT INTO order_month_counts AS c (machine_id, month, n)
    SELECT machine_id, date_trunc('month', day)::date, sum(n)::int FROM delta GROUP BY 1, 2
    ON CONFLICT (machine_id, month) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    WITH changed AS (
      SELECT o.machine_id AS old_machine, o.date_start AS old_start, o.parent_order_id IS NULL AS old_top,
             nw.machine_id AS new_machine, nw.date_start AS new_start, nw.parent_order_id IS NULL AS new_top
      FROM old_rows o JOIN new_rows nw ON nw.id = o.id
      WHERE (o.machine_id, o.date_start, o.parent_order_id IS NULL)
        IS DISTINCT FROM (nw.machine_id, nw.date_start, nw.parent_order_id IS NULL)
    ), delta AS (
      SELECT c.old_machine AS machine_id, (c.old_start AT TIME ZONE p.timezone)::date AS day, -1 AS n
      FROM changed c JOIN machines m ON m.id = c.old_machine JOIN plants p ON p.id = m.plant_id
      WHERE c.old_top
      UNION ALL
      SELECT c.new_machine, (c.new_start AT TIME ZONE p.timezone)::date, 1
      FROM changed c JOIN machines m ON m.id = c.new_machine JOIN plants p ON p.id = m.plant_id
      WHERE c.new_top
    ), days AS (
      INSERT INTO order_day_counts AS c (machine_id, day, n)
      SELECT machine_id, day, sum(n)::int FROM delta GROUP BY 1, 2
      ON CONFLICT (machine_id, day) DO UPDATE SET n = c.n + excluded.n
    )
    INSERT INTO order_month_counts AS c (machine_id, month, n)
    SELECT machine_id, date_trunc('month', day)::date, sum(n)::int FROM delta GROUP BY 1, 2
    ON CONFLICT (machine_id, month) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_counts_insert AFTER INSERT ON production_orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();
--> statement-breakpoint
CREATE TRIGGER order_counts_update AFTER UPDATE ON production_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();
--> statement-breakpoint
CREATE TRIGGER order_counts_delete AFTER DELETE ON production_orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();
--> statement-breakpoint
CREATE TRIGGER order_counts_truncate AFTER TRUNCATE ON production_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply();
--> statement-breakpoint
INSERT INTO order_day_counts (machine_id, day, n)
SELECT po.machine_id, (po.date_start AT TIME ZONE p.timezone)::date, count(*)::int
FROM production_orders po JOIN machines m ON m.id = po.machine_id JOIN plants p ON p.id = m.plant_id
WHERE po.parent_order_id IS NULL GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO order_month_counts (machine_id, month, n)
SELECT machine_id, date_trunc('month', day)::date, sum(n)::int FROM order_day_counts GROUP BY 1, 2;

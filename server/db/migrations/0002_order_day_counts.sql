CREATE TABLE "order_day_counts" (
	"machine_id" integer NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "order_day_counts_machine_id_day_pk" PRIMARY KEY("machine_id","day")
);
--> statement-breakpoint
ALTER TABLE "order_day_counts" ADD CONSTRAINT "order_day_counts_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Kept by statement-level triggers with transition tables: one grouped upsert per statement, so
-- the bulk seed and an ingestion batch cost one extra statement, not one per row. An UPDATE
-- counts only the rows whose machine, start or top-level status changed (ingestion updates the
-- meters of running orders every few seconds).
CREATE FUNCTION order_day_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO order_day_counts AS c (machine_id, day, n)
    SELECT x.machine_id, x.day, sum(x.n)::int FROM (
      SELECT o.machine_id, (o.date_start AT TIME ZONE p.timezone)::date AS day, -1 AS n
      FROM old_rows o JOIN new_rows nw ON nw.id = o.id
      JOIN machines m ON m.id = o.machine_id JOIN plants p ON p.id = m.plant_id
      WHERE o.parent_order_id IS NULL
        AND (o.machine_id, o.date_start, o.parent_order_id IS NULL) IS DISTINCT FROM (nw.machine_id, nw.date_start, nw.parent_order_id IS NULL)
      UNION ALL
      SELECT nw.machine_id, (nw.date_start AT TIME ZONE p.timezone)::date, 1
      FROM new_rows nw JOIN old_rows o ON o.id = nw.id
      JOIN machines m ON m.id = nw.machine_id JOIN plants p ON p.id = m.plant_id
      WHERE nw.parent_order_id IS NULL
        AND (o.machine_id, o.date_start, o.parent_order_id IS NULL) IS DISTINCT FROM (nw.machine_id, nw.date_start, nw.parent_order_id IS NULL)
    ) x GROUP BY 1, 2
    ON CONFLICT (machine_id, day) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO order_day_counts AS c (machine_id, day, n)
    SELECT nw.machine_id, (nw.date_start AT TIME ZONE p.timezone)::date, count(*)::int
    FROM new_rows nw JOIN machines m ON m.id = nw.machine_id JOIN plants p ON p.id = m.plant_id
    WHERE nw.parent_order_id IS NULL GROUP BY 1, 2
    ON CONFLICT (machine_id, day) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_day_counts AS c (machine_id, day, n)
    SELECT o.machine_id, (o.date_start AT TIME ZONE p.timezone)::date, -count(*)::int
    FROM old_rows o JOIN machines m ON m.id = o.machine_id JOIN plants p ON p.id = m.plant_id
    WHERE o.parent_order_id IS NULL GROUP BY 1, 2
    ON CONFLICT (machine_id, day) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    DELETE FROM order_day_counts;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_day_counts_insert AFTER INSERT ON production_orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_apply();
--> statement-breakpoint
CREATE TRIGGER order_day_counts_update AFTER UPDATE ON production_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_apply();
--> statement-breakpoint
CREATE TRIGGER order_day_counts_delete AFTER DELETE ON production_orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_apply();
--> statement-breakpoint
CREATE TRIGGER order_day_counts_truncate AFTER TRUNCATE ON production_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_counts_apply();
--> statement-breakpoint
INSERT INTO order_day_counts (machine_id, day, n)
SELECT po.machine_id, (po.date_start AT TIME ZONE p.timezone)::date, count(*)::int
FROM production_orders po JOIN machines m ON m.id = po.machine_id JOIN plants p ON p.id = m.plant_id
WHERE po.parent_order_id IS NULL GROUP BY 1, 2;

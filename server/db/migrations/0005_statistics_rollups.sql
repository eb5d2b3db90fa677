CREATE TABLE "machine_day_inactivities" (
	"machine_id" integer NOT NULL,
	"day" date NOT NULL,
	"category" smallint NOT NULL,
	"description" text NOT NULL,
	"seconds" double precision NOT NULL,
	"repeats" integer NOT NULL,
	CONSTRAINT "machine_day_inactivities_machine_id_day_category_description_pk" PRIMARY KEY("machine_id","day","category","description")
);
--> statement-breakpoint
CREATE TABLE "machine_day_stats" (
	"machine_id" integer NOT NULL,
	"day" date NOT NULL,
	"source" smallint NOT NULL,
	"state" smallint NOT NULL,
	"seconds" double precision NOT NULL,
	"meters" double precision NOT NULL,
	CONSTRAINT "machine_day_stats_machine_id_day_source_state_pk" PRIMARY KEY("machine_id","day","source","state")
);
--> statement-breakpoint
ALTER TABLE "machine_day_inactivities" ADD CONSTRAINT "machine_day_inactivities_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_day_stats" ADD CONSTRAINT "machine_day_stats_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The plant-local days an instant range [start_at, finish_at) covers, with its seconds in each: a
-- day is local midnight to local midnight, so 23 or 25 hours across a daylight-saving change.
CREATE FUNCTION local_day_parts(start_at timestamptz, finish_at timestamptz, tz text)
RETURNS TABLE(day date, seconds float8) LANGUAGE sql STABLE AS $$
  SELECT d::date,
    extract(epoch FROM least(finish_at, (d + interval '1 day') AT TIME ZONE tz)
      - greatest(start_at, d AT TIME ZONE tz))::float8
  FROM generate_series((start_at AT TIME ZONE tz)::date::timestamp,
    (finish_at AT TIME ZONE tz)::date::timestamp, interval '1 day') AS d
  WHERE finish_at > start_at
    AND least(finish_at, (d + interval '1 day') AT TIME ZONE tz) > greatest(start_at, d AT TIME ZONE tz)
$$;
--> statement-breakpoint
-- The statement that adds `sign` times the closed rows of `rel` (a transition table or the raw
-- table itself) to the rollups, for one kind of row: 'state', 'inactivity' or 'poweroff'. Built
-- as text because only the trigger function itself can read its transition tables; the triggers
-- and rebuild_statistics_rollups() run the same statement, so the two cannot drift apart.
CREATE FUNCTION statistics_rollup_sql(kind text, rel text, sign int) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  source int := CASE kind WHEN 'state' THEN 1 WHEN 'inactivity' THEN 2 ELSE 3 END;
  meters text := CASE kind WHEN 'poweroff' THEN '0' ELSE 'r.meters' END;
  parts text := format($f$
    FROM %I r JOIN machines m ON m.id = r.machine_id JOIN plants p ON p.id = m.plant_id
    CROSS JOIN LATERAL local_day_parts(r.date_start, r.date_finish, p.timezone) x
    WHERE r.date_finish IS NOT NULL$f$, rel);
  stats text := format($f$
    INSERT INTO machine_day_stats AS t (machine_id, day, source, state, seconds, meters)
    SELECT r.machine_id, x.day, %s, r.state, sum(%s * x.seconds),
      sum(%s * %s * x.seconds / extract(epoch FROM r.date_finish - r.date_start))
    %s
    GROUP BY r.machine_id, x.day, r.state
    ON CONFLICT (machine_id, day, source, state)
    DO UPDATE SET seconds = t.seconds + excluded.seconds, meters = t.meters + excluded.meters$f$,
    source, sign, sign, meters, parts);
BEGIN
  IF kind <> 'inactivity' THEN
    RETURN stats;
  END IF;
  RETURN format($f$
    WITH s AS (%s)
    INSERT INTO machine_day_inactivities AS t (machine_id, day, category, description, seconds, repeats)
    SELECT r.machine_id, x.day, r.category, r.description, sum(%s * x.seconds),
      sum(CASE WHEN x.day = (r.date_start AT TIME ZONE p.timezone)::date THEN %s ELSE 0 END)::int
    %s
    GROUP BY r.machine_id, x.day, r.category, r.description
    ON CONFLICT (machine_id, day, category, description)
    DO UPDATE SET seconds = t.seconds + excluded.seconds, repeats = t.repeats + excluded.repeats$f$,
    stats, sign, sign, parts);
END $$;
--> statement-breakpoint
CREATE FUNCTION statistics_rollup_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM rebuild_statistics_rollups();
    RETURN NULL;
  END IF;
  -- An update of an open row (ingestion moves the meters of running periods every few seconds)
  -- is on neither side: only closed rows are in the rollups.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE statistics_rollup_sql(kind, 'old_rows', -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE statistics_rollup_sql(kind, 'new_rows', 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Everything again from the raw rows (npm run rollups:rebuild; a TRUNCATE of a source table).
CREATE FUNCTION rebuild_statistics_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM machine_day_stats;
  DELETE FROM machine_day_inactivities;
  EXECUTE statistics_rollup_sql('state', 'state_periods', 1);
  EXECUTE statistics_rollup_sql('inactivity', 'inactivities', 1);
  EXECUTE statistics_rollup_sql('poweroff', 'power_offs', 1);
END $$;
--> statement-breakpoint
CREATE TRIGGER statistics_states_insert AFTER INSERT ON state_periods
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_apply('state');
--> statement-breakpoint
CREATE TRIGGER statistics_states_update AFTER UPDATE ON state_periods
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_apply('state');
--> statement-breakpoint
CREATE TRIGGER statistics_states_delete AFTER DELETE ON state_periods
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_apply('state');
--> statement-breakpoint
CREATE TRIGGER statistics_inactivities_insert AFTER INSERT ON inactivities
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_apply('inactivity');
--> statement-breakpoint
CREATE TRIGGER statistics_inactivities_update AFTER UPDATE ON inactivities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_apply('inactivity');
--> statement-breakpoint
CREATE TRIGGER statistics_inactivities_delete AFTER DELETE ON inactivities
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_apply('inactivity');
--> statement-breakpoint
CREATE TRIGGER statistics_poweroffs_insert AFTER INSERT ON power_offs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_apply('poweroff');
--> statement-breakpoint
CREATE TRIGGER statistics_poweroffs_update AFTER UPDATE ON power_offs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_apply('poweroff');
--> statement-breakpoint
CREATE TRIGGER statistics_poweroffs_delete AFTER DELETE ON power_offs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_apply('poweroff');
--> statement-breakpoint
CREATE TRIGGER statistics_states_truncate AFTER TRUNCATE ON state_periods
  FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_apply('state');
--> statement-breakpoint
CREATE TRIGGER statistics_inactivities_truncate AFTER TRUNCATE ON inactivities
  FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_apply('inactivity');
--> statement-breakpoint
CREATE TRIGGER statistics_poweroffs_truncate AFTER TRUNCATE ON power_offs
  FOR EACH STATEMENT EXECUTE FUNCTION statistics_rollup_apply('poweroff');
--> statement-breakpoint
-- Open rows are added live by the reads: these find them without a scan.
CREATE INDEX state_periods_open_idx ON state_periods (machine_id) WHERE date_finish IS NULL;
--> statement-breakpoint
CREATE INDEX inactivities_open_idx ON inactivities (machine_id) WHERE date_finish IS NULL;
--> statement-breakpoint
CREATE INDEX power_offs_open_idx ON power_offs (machine_id) WHERE date_finish IS NULL;
--> statement-breakpoint
SELECT rebuild_statistics_rollups();

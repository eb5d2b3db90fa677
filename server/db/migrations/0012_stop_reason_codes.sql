-- Stop reason codes (issue 29 item 3, ADR 034): an inactivity keeps the code of the catalogue
-- (src/contract/stop-reasons.ts) a gateway sent with it, and the daily rollup keys reasons by code
-- and text ('' when no code came), so statistics name a coded stop in the reader's language.
ALTER TABLE "inactivities" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "machine_day_inactivities" ADD COLUMN "reason_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "machine_day_inactivities" DROP CONSTRAINT "machine_day_inactivities_machine_id_day_category_description_pk";--> statement-breakpoint
ALTER TABLE "machine_day_inactivities" ADD CONSTRAINT "machine_day_inactivities_machine_id_day_category_reason_code_description_pk" PRIMARY KEY("machine_id","day","category","reason_code","description");--> statement-breakpoint
-- The same statement as migration 0005's, with the code in the inactivity rollup's key.
CREATE OR REPLACE FUNCTION statistics_rollup_sql(kind text, rel text, sign int) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
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
    INSERT INTO machine_day_inactivities AS t (machine_id, day, category, reason_code, description, seconds, repeats)
    SELECT r.machine_id, x.day, r.category, coalesce(r.reason_code, ''), r.description, sum(%s * x.seconds),
      sum(CASE WHEN x.day = (r.date_start AT TIME ZONE p.timezone)::date THEN %s ELSE 0 END)::int
    %s
    GROUP BY r.machine_id, x.day, r.category, coalesce(r.reason_code, ''), r.description
    ON CONFLICT (machine_id, day, category, reason_code, description)
    DO UPDATE SET seconds = t.seconds + excluded.seconds, repeats = t.repeats + excluded.repeats$f$,
    stats, sign, sign, parts);
END $$;
--> statement-breakpoint
-- The demo's stops written before codes existed get the code of their text (the older demo texts
-- and the catalogue's English names the demo sends now), then the rollups are rebuilt with it. A plant's own texts are left without a code (shown as typed).
UPDATE inactivities SET reason_code = c.code FROM (VALUES
  ('Waiting for material', 'waiting_material'), ('Plate change', 'plate_change'),
  ('Sleeve change', 'sleeve_change'), ('Cleaning', 'cleaning'), ('Colour approval', 'colour_approval'),
  ('Quality inspection', 'quality_check'), ('Waiting for customer approval', 'waiting_approval'),
  ('Shift handover', 'shift_handover'), ('Reel splice', 'reel_change'), ('Web break', 'web_break'),
  ('Tension alarm', 'tension_alarm'), ('Doctor blade wear', 'doctor_blade_wear'),
  ('Drying unit fault', 'drying_fault'), ('Register error', 'registration'),
  ('Main motor fault', 'breakdown_electrical'), ('Knife change', 'knife_change'),
  ('Printhead purge', 'printhead_purge'), ('Quality check', 'quality_check'), ('Reel change', 'reel_change'),
  ('Electrical breakdown', 'breakdown_electrical')
) AS c(description, code) WHERE inactivities.description = c.description AND inactivities.reason_code IS NULL;--> statement-breakpoint
SELECT rebuild_statistics_rollups();

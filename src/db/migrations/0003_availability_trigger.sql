-- Every change of is_active, schedules or time_zone becomes a row of establishment_availability,
-- whatever wrote it (the settings screen, a reset, SQL by hand). A save through the app dates the
-- change with its own clock (last_updated); any other write with the database's.
CREATE FUNCTION record_establishment_availability() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT'
     OR NEW.is_active IS DISTINCT FROM OLD.is_active
     OR NEW.schedules IS DISTINCT FROM OLD.schedules
     OR NEW.time_zone IS DISTINCT FROM OLD.time_zone THEN
    INSERT INTO establishment_availability (effective_from, is_active, schedules, time_zone)
    VALUES (
      CASE
        WHEN TG_OP = 'INSERT' THEN 'epoch'::timestamptz
        WHEN NEW.last_updated IS DISTINCT FROM OLD.last_updated AND NEW.last_updated IS NOT NULL
          THEN NEW.last_updated
        ELSE now()
      END,
      NEW.is_active, NEW.schedules, NEW.time_zone
    );
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER establishment_availability_history
AFTER INSERT OR UPDATE ON establishment_settings
FOR EACH ROW EXECUTE FUNCTION record_establishment_availability();
--> statement-breakpoint
-- A shop that existed before this migration: its settings of today stand for all its past.
INSERT INTO establishment_availability (effective_from, is_active, schedules, time_zone)
SELECT 'epoch'::timestamptz, is_active, schedules, time_zone FROM establishment_settings;

CREATE SEQUENCE "public"."row_versions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "provider_facility_assignments" ADD COLUMN "row_version" bigint DEFAULT nextval('row_versions') NOT NULL;--> statement-breakpoint
ALTER TABLE "bonuses" ADD COLUMN "row_version" bigint DEFAULT nextval('row_versions') NOT NULL;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "row_version" bigint DEFAULT nextval('row_versions') NOT NULL;--> statement-breakpoint
ALTER TABLE "malpractice_info" ADD COLUMN "row_version" bigint DEFAULT nextval('row_versions') NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_statement_runs" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD COLUMN "row_version" bigint DEFAULT nextval('row_versions') NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_rates" ADD COLUMN "row_version" bigint DEFAULT nextval('row_versions') NOT NULL;--> statement-breakpoint
ALTER TABLE "timesheets" ADD COLUMN "row_version" bigint DEFAULT nextval('row_versions') NOT NULL;--> statement-breakpoint
CREATE FUNCTION "bump_row_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.row_version := nextval('row_versions');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "provider_facility_assignments_row_version" BEFORE UPDATE ON "provider_facility_assignments" FOR EACH ROW EXECUTE FUNCTION bump_row_version();--> statement-breakpoint
CREATE TRIGGER "bonuses_row_version" BEFORE UPDATE ON "bonuses" FOR EACH ROW EXECUTE FUNCTION bump_row_version();--> statement-breakpoint
CREATE TRIGGER "expenses_row_version" BEFORE UPDATE ON "expenses" FOR EACH ROW EXECUTE FUNCTION bump_row_version();--> statement-breakpoint
CREATE TRIGGER "malpractice_info_row_version" BEFORE UPDATE ON "malpractice_info" FOR EACH ROW EXECUTE FUNCTION bump_row_version();--> statement-breakpoint
CREATE TRIGGER "pay_adjustments_row_version" BEFORE UPDATE ON "pay_adjustments" FOR EACH ROW EXECUTE FUNCTION bump_row_version();--> statement-breakpoint
CREATE TRIGGER "pay_rates_row_version" BEFORE UPDATE ON "pay_rates" FOR EACH ROW EXECUTE FUNCTION bump_row_version();--> statement-breakpoint
CREATE TRIGGER "timesheets_row_version" BEFORE UPDATE ON "timesheets" FOR EACH ROW EXECUTE FUNCTION bump_row_version();

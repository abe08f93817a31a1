-- The payments' input fingerprint reads these columns from the indexes alone (decision 0070).
DROP INDEX "assignments_provider_start_idx";--> statement-breakpoint
DROP INDEX "pay_rates_assignment_from_idx";--> statement-breakpoint
DROP INDEX "timesheets_provider_period_idx";--> statement-breakpoint
CREATE INDEX "assignments_provider_start_idx" ON "provider_facility_assignments" USING btree ("provider_id","start_date","id","row_version");--> statement-breakpoint
CREATE INDEX "pay_rates_assignment_from_idx" ON "pay_rates" USING btree ("assignment_id","effective_from","id","row_version");--> statement-breakpoint
CREATE INDEX "timesheets_provider_period_idx" ON "timesheets" USING btree ("provider_id","period_start","id","pay_period_id","status","row_version","assignment_id","facility_id");
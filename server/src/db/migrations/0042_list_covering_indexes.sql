DROP INDEX "provider_profiles_specialty_idx";--> statement-breakpoint
DROP INDEX "pay_rates_from_id_idx";--> statement-breakpoint
CREATE INDEX "provider_profiles_specialty_user_idx" ON "provider_profiles" USING btree ("specialty","user_id");--> statement-breakpoint
CREATE INDEX "pay_rates_from_id_to_idx" ON "pay_rates" USING btree ("effective_from","id","effective_to");
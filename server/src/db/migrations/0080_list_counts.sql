DROP INDEX "provider_profiles_organisation_idx";--> statement-breakpoint
CREATE INDEX "users_live_role_status_id_idx" ON "users" USING btree ("role","status","id") WHERE "users"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "provider_profiles_organisation_user_idx" ON "provider_profiles" USING btree ("organisation","user_id");
ALTER TABLE "users" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_live_role_created_idx" ON "users" USING btree ("role","created_at","id") WHERE "users"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "users_live_role_name_idx" ON "users" USING btree ("role",lower("first_name" || ' ' || "last_name"),"id") WHERE "users"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "users_live_role_email_idx" ON "users" USING btree ("role","email","id") WHERE "users"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "users_live_role_status_created_idx" ON "users" USING btree ("role","status","created_at","id") WHERE "users"."archived_at" is null;--> statement-breakpoint
-- Archiving moves to users, so every list filters and counts on one table.
UPDATE "users" u SET "archived_at" = p."archived_at" FROM "provider_profiles" p WHERE p."user_id" = u."id" AND p."archived_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_profiles" DROP COLUMN "archived_at";
CREATE TABLE "provider_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"middle_name" text,
	"date_of_birth" date,
	"npi" text,
	"specialty" text,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"country" text,
	"county" text,
	"timezone" text,
	"phone" text,
	"alternate_phone" text,
	"emergency_contact_name" text,
	"emergency_contact_phone" text,
	"expertise" text[] DEFAULT '{}'::text[] NOT NULL,
	"years_of_experience" integer,
	"school_id" uuid,
	"graduation_date" date,
	"incorporated" boolean DEFAULT false NOT NULL,
	"company_name" text,
	"ein" text,
	"incorporation_state" text,
	"organisation" text DEFAULT 'none' NOT NULL,
	"recruiter_id" uuid,
	"start_date" date,
	"end_date" date,
	"notes" text,
	"archived_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_school_id_reference_items_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."reference_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_recruiter_id_users_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_profiles_npi_idx" ON "provider_profiles" USING btree ("npi");--> statement-breakpoint
CREATE INDEX "provider_profiles_specialty_idx" ON "provider_profiles" USING btree ("specialty");--> statement-breakpoint
CREATE INDEX "provider_profiles_organisation_idx" ON "provider_profiles" USING btree ("organisation");--> statement-breakpoint
-- Every existing provider gets its profile row; new ones get it when they are created.
INSERT INTO "provider_profiles" ("user_id") SELECT "id" FROM "users" WHERE "role" = 'provider' ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION provider_profile_for_new_provider() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role = 'provider' THEN
    INSERT INTO provider_profiles (user_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_provider_profile AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION provider_profile_for_new_provider();

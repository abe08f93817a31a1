CREATE TABLE "exclusion_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"business_name" text,
	"full_name" text,
	"npi" text,
	"date_of_birth" date,
	"state" text,
	"exclusion_type" text,
	"exclusion_date" date,
	"entry_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exclusion_list_versions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"row_count" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" uuid,
	"imported_by_name" text
);
--> statement-breakpoint
CREATE TABLE "screening_checks" (
	"run_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"result" text NOT NULL,
	CONSTRAINT "screening_checks_run_id_provider_id_pk" PRIMARY KEY("run_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "screening_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"source" text NOT NULL,
	"entry_key" text NOT NULL,
	"kind" text NOT NULL,
	"similarity" real NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"screened" integer NOT NULL,
	"hits" integer NOT NULL,
	"possible" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "excluded_on" date;--> statement-breakpoint
ALTER TABLE "exclusion_entries" ADD CONSTRAINT "exclusion_entries_version_id_exclusion_list_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."exclusion_list_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exclusion_list_versions" ADD CONSTRAINT "exclusion_list_versions_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_checks" ADD CONSTRAINT "screening_checks_run_id_screening_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."screening_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_checks" ADD CONSTRAINT "screening_checks_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_matches" ADD CONSTRAINT "screening_matches_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_matches" ADD CONSTRAINT "screening_matches_entry_id_exclusion_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."exclusion_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_runs" ADD CONSTRAINT "screening_runs_version_id_exclusion_list_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."exclusion_list_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exclusion_entries_npi_idx" ON "exclusion_entries" USING btree ("version_id","npi");--> statement-breakpoint
CREATE INDEX "exclusion_entries_dob_idx" ON "exclusion_entries" USING btree ("version_id","date_of_birth");--> statement-breakpoint
CREATE INDEX "exclusion_entries_name_trgm_idx" ON "exclusion_entries" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "exclusion_list_versions_source_idx" ON "exclusion_list_versions" USING btree ("source","imported_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_matches_entry_uq" ON "screening_matches" USING btree ("provider_id","source","entry_key");--> statement-breakpoint
CREATE INDEX "screening_matches_status_idx" ON "screening_matches" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "screening_runs_ran_idx" ON "screening_runs" USING btree ("ran_at","id");--> statement-breakpoint
CREATE INDEX "screening_runs_version_idx" ON "screening_runs" USING btree ("version_id");
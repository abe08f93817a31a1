CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "provider_facility_assignments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"job_type_id" uuid,
	"on_call_type" text,
	"pay_period_type" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_facility_assignments" ADD CONSTRAINT "provider_facility_assignments_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_facility_assignments" ADD CONSTRAINT "provider_facility_assignments_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_facility_assignments" ADD CONSTRAINT "provider_facility_assignments_job_type_id_reference_items_id_fk" FOREIGN KEY ("job_type_id") REFERENCES "public"."reference_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_provider_start_idx" ON "provider_facility_assignments" USING btree ("provider_id","start_date","id");--> statement-breakpoint
CREATE INDEX "assignments_facility_start_idx" ON "provider_facility_assignments" USING btree ("facility_id","start_date","id");--> statement-breakpoint
CREATE INDEX "assignments_dates_idx" ON "provider_facility_assignments" USING btree ("start_date","end_date");--> statement-breakpoint
ALTER TABLE "provider_facility_assignments" ADD CONSTRAINT "assignments_no_overlap" EXCLUDE USING gist ("provider_id" WITH =, "facility_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&);

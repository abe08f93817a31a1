CREATE TABLE "credentialing_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"provider_id" uuid NOT NULL,
	"facility_id" uuid,
	"payor_id" uuid,
	"application_type" text NOT NULL,
	"requested_on" date,
	"submitted_on" date,
	"approved_on" date,
	"effective_on" date,
	"due_on" date,
	"privileges" text,
	"assigned_staff_id" uuid,
	"notes" text,
	"document_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'not-submitted' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expiry_reminders" (
	"report_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"threshold" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expiry_reminders_report_type_subject_id_due_on_threshold_pk" PRIMARY KEY("report_type","subject_id","due_on","threshold")
);
--> statement-breakpoint
CREATE TABLE "report_item_states" (
	"report_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_item_states_report_type_subject_id_pk" PRIMARY KEY("report_type","subject_id")
);
--> statement-breakpoint
CREATE TABLE "report_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"report_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credentialing_records" ADD CONSTRAINT "credentialing_records_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentialing_records" ADD CONSTRAINT "credentialing_records_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentialing_records" ADD CONSTRAINT "credentialing_records_payor_id_reference_items_id_fk" FOREIGN KEY ("payor_id") REFERENCES "public"."reference_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentialing_records" ADD CONSTRAINT "credentialing_records_assigned_staff_id_users_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_notes" ADD CONSTRAINT "report_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credentialing_live_created_idx" ON "credentialing_records" USING btree (("archived_at" is null),"created_at","id");--> statement-breakpoint
CREATE INDEX "credentialing_provider_idx" ON "credentialing_records" USING btree ("provider_id","created_at","id");--> statement-breakpoint
CREATE INDEX "credentialing_facility_idx" ON "credentialing_records" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "credentialing_live_due_idx" ON "credentialing_records" USING btree ("due_on","id") WHERE "credentialing_records"."archived_at" is null and "credentialing_records"."due_on" is not null;--> statement-breakpoint
CREATE INDEX "report_item_states_status_idx" ON "report_item_states" USING btree ("report_type","status","subject_id");--> statement-breakpoint
CREATE INDEX "report_notes_subject_idx" ON "report_notes" USING btree ("subject_id","created_at");--> statement-breakpoint
CREATE INDEX "assignments_end_id_idx" ON "provider_facility_assignments" USING btree ("end_date","id");--> statement-breakpoint
CREATE INDEX "documents_live_provider_expires_idx" ON "documents" USING btree ("expires_on","id") WHERE "documents"."archived_at" is null and "documents"."owner_kind" = 'provider' and "documents"."expires_on" is not null;--> statement-breakpoint
CREATE INDEX "documents_live_owner_expires_idx" ON "documents" USING btree ("owner_id","expires_on") WHERE "documents"."archived_at" is null and "documents"."expires_on" is not null;
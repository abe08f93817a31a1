CREATE TABLE "bulk_approval_items" (
	"run_id" uuid NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"outcome" text,
	"reason" text,
	CONSTRAINT "bulk_approval_items_run_id_timesheet_id_pk" PRIMARY KEY("run_id","timesheet_id")
);
--> statement-breakpoint
CREATE TABLE "bulk_approval_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"status" text DEFAULT 'running' NOT NULL,
	"total_count" integer DEFAULT 0 NOT NULL,
	"approved_count" integer DEFAULT 0 NOT NULL,
	"not_approved_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "facility_approval_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"approver_email" text NOT NULL,
	"approver_name" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_periods" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"assignment_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"pay_period_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"status" text DEFAULT 'not-submitted' NOT NULL,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_minutes" integer DEFAULT 0 NOT NULL,
	"on_call_minutes" integer DEFAULT 0 NOT NULL,
	"rejection_reason" text,
	"approved_by_name" text,
	"approved_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulk_approval_items" ADD CONSTRAINT "bulk_approval_items_run_id_bulk_approval_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."bulk_approval_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_approval_tokens" ADD CONSTRAINT "facility_approval_tokens_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_assignment_id_provider_facility_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."provider_facility_assignments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_pay_period_id_pay_periods_id_fk" FOREIGN KEY ("pay_period_id") REFERENCES "public"."pay_periods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_approval_items_pending_idx" ON "bulk_approval_items" USING btree ("run_id") WHERE "bulk_approval_items"."outcome" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "facility_approval_tokens_hash_key" ON "facility_approval_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "facility_approval_tokens_ts_idx" ON "facility_approval_tokens" USING btree ("timesheet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_periods_type_start_key" ON "pay_periods" USING btree ("type","start_date");--> statement-breakpoint
CREATE INDEX "pay_periods_start_idx" ON "pay_periods" USING btree ("start_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheets_assignment_period_key" ON "timesheets" USING btree ("assignment_id","pay_period_id");--> statement-breakpoint
CREATE INDEX "timesheets_status_period_idx" ON "timesheets" USING btree ("status","period_start","id");--> statement-breakpoint
CREATE INDEX "timesheets_period_idx" ON "timesheets" USING btree ("period_start","id");--> statement-breakpoint
CREATE INDEX "timesheets_provider_period_idx" ON "timesheets" USING btree ("provider_id","period_start","id");--> statement-breakpoint
CREATE INDEX "timesheets_facility_period_idx" ON "timesheets" USING btree ("facility_id","period_start","id");--> statement-breakpoint
CREATE INDEX "timesheets_pay_period_idx" ON "timesheets" USING btree ("pay_period_id","id");
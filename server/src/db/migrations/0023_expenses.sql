CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"miles_hundredths" integer,
	"mileage_rate_cents" integer,
	"description" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_amount_check" CHECK ("expenses"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "expense_receipts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"expense_id" uuid,
	"uploaded_by" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_approval_runs" (
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
CREATE TABLE "expense_approval_items" (
	"run_id" uuid NOT NULL,
	"expense_id" uuid NOT NULL,
	"outcome" text,
	"reason" text,
	CONSTRAINT "expense_approval_items_run_id_expense_id_pk" PRIMARY KEY("run_id","expense_id")
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_receipts" ADD CONSTRAINT "expense_receipts_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_receipts" ADD CONSTRAINT "expense_receipts_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_approval_items" ADD CONSTRAINT "expense_approval_items_run_id_expense_approval_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."expense_approval_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_provider_date_idx" ON "expenses" USING btree ("provider_id","date","id");--> statement-breakpoint
CREATE INDEX "expenses_facility_date_idx" ON "expenses" USING btree ("facility_id","date","id");--> statement-breakpoint
CREATE INDEX "expenses_status_date_idx" ON "expenses" USING btree ("status","date","id");--> statement-breakpoint
CREATE INDEX "expenses_date_id_idx" ON "expenses" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "expense_receipts_expense_idx" ON "expense_receipts" USING btree ("expense_id");--> statement-breakpoint
CREATE INDEX "expense_receipts_uploader_idx" ON "expense_receipts" USING btree ("uploaded_by");

CREATE TABLE "payment_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"line_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"day" date,
	"facility_id" uuid,
	"assignment_id" uuid,
	"pay_rate_id" uuid,
	"rate_set" text,
	"worked_minutes" integer DEFAULT 0 NOT NULL,
	"on_call_type" text,
	"on_call_minutes" integer DEFAULT 0 NOT NULL,
	"keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text,
	"pay_cents" bigint DEFAULT 0 NOT NULL,
	"bill_cents" bigint DEFAULT 0 NOT NULL,
	"malpractice_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_id" uuid NOT NULL,
	"pay_period_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'calculated' NOT NULL,
	"facility_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"worked_minutes" integer DEFAULT 0 NOT NULL,
	"on_call_minutes" integer DEFAULT 0 NOT NULL,
	"gross_pay_cents" bigint DEFAULT 0 NOT NULL,
	"expenses_cents" bigint DEFAULT 0 NOT NULL,
	"bonuses_cents" bigint DEFAULT 0 NOT NULL,
	"deductions_cents" bigint DEFAULT 0 NOT NULL,
	"net_pay_cents" bigint DEFAULT 0 NOT NULL,
	"billed_cents" bigint DEFAULT 0 NOT NULL,
	"malpractice_cents" bigint DEFAULT 0 NOT NULL,
	"margin_cents" bigint DEFAULT 0 NOT NULL,
	"hold_reason" text,
	"released_hold_reason" text,
	"hold_release_note" text,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"paid_on" date,
	"paid_reference" text,
	"calculated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_lines" ADD CONSTRAINT "payment_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pay_period_id_pay_periods_id_fk" FOREIGN KEY ("pay_period_id") REFERENCES "public"."pay_periods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_lines_payment_key" ON "payment_lines" USING btree ("payment_id","line_key");--> statement-breakpoint
CREATE INDEX "payment_lines_source_idx" ON "payment_lines" USING btree ("source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_period_key" ON "payments" USING btree ("provider_id","pay_period_id");--> statement-breakpoint
CREATE INDEX "payments_period_id_idx" ON "payments" USING btree ("pay_period_id","id");--> statement-breakpoint
CREATE INDEX "payments_start_idx" ON "payments" USING btree ("period_start","id");--> statement-breakpoint
CREATE INDEX "payments_provider_start_idx" ON "payments" USING btree ("provider_id","period_start","id");--> statement-breakpoint
CREATE INDEX "payments_status_start_idx" ON "payments" USING btree ("status","period_start","id");--> statement-breakpoint
CREATE INDEX "payments_net_idx" ON "payments" USING btree ("net_pay_cents","id");--> statement-breakpoint
CREATE INDEX "payments_gross_idx" ON "payments" USING btree ("gross_pay_cents","id");--> statement-breakpoint
CREATE INDEX "payments_calculated_idx" ON "payments" USING btree ("calculated_at","id");--> statement-breakpoint
CREATE INDEX "payments_facilities_idx" ON "payments" USING gin ("facility_ids");
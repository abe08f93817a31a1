CREATE TABLE "payment_period_marks" (
	"pay_period_id" uuid PRIMARY KEY NOT NULL,
	"provider_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_period_marks" ADD CONSTRAINT "payment_period_marks_pay_period_id_pay_periods_id_fk" FOREIGN KEY ("pay_period_id") REFERENCES "public"."pay_periods"("id") ON DELETE cascade ON UPDATE no action;
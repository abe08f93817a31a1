CREATE TABLE "payment_inputs" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_recalc_marks" (
	"provider_id" uuid NOT NULL,
	"pay_period_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_recalc_marks_provider_id_pay_period_id_pk" PRIMARY KEY("provider_id","pay_period_id")
);
--> statement-breakpoint
ALTER TABLE "payment_inputs" ADD CONSTRAINT "payment_inputs_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_recalc_marks" ADD CONSTRAINT "payment_recalc_marks_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_recalc_marks" ADD CONSTRAINT "payment_recalc_marks_pay_period_id_pay_periods_id_fk" FOREIGN KEY ("pay_period_id") REFERENCES "public"."pay_periods"("id") ON DELETE cascade ON UPDATE no action;
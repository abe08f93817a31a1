CREATE TABLE "pay_statement_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"run_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_statement_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pay_period_id" uuid NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pay_statement_files" ADD CONSTRAINT "pay_statement_files_run_id_pay_statement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."pay_statement_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_statement_files" ADD CONSTRAINT "pay_statement_files_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_statement_runs" ADD CONSTRAINT "pay_statement_runs_pay_period_id_pay_periods_id_fk" FOREIGN KEY ("pay_period_id") REFERENCES "public"."pay_periods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_statement_runs" ADD CONSTRAINT "pay_statement_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_statement_files_run_payment_key" ON "pay_statement_files" USING btree ("run_id","payment_id");--> statement-breakpoint
CREATE INDEX "pay_statement_runs_period_idx" ON "pay_statement_runs" USING btree ("pay_period_id","created_at");
CREATE TABLE "timesheet_reminders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"assignment_id" uuid NOT NULL,
	"pay_period_id" uuid NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "timesheet_reminders" ADD CONSTRAINT "timesheet_reminders_assignment_id_provider_facility_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."provider_facility_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_reminders" ADD CONSTRAINT "timesheet_reminders_pay_period_id_pay_periods_id_fk" FOREIGN KEY ("pay_period_id") REFERENCES "public"."pay_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timesheet_reminders_due_idx" ON "timesheet_reminders" USING btree ("send_at") WHERE "timesheet_reminders"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "timesheet_reminders_send_idx" ON "timesheet_reminders" USING btree ("send_at","id");
CREATE TABLE "bonuses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_id" uuid NOT NULL,
	"assignment_id" uuid,
	"type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"pay_period_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"threshold_minutes" integer,
	"notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonuses_amount_positive" CHECK ("bonuses"."amount_cents" > 0),
	CONSTRAINT "bonuses_threshold_check" CHECK ("bonuses"."threshold_minutes" IS NULL OR ("bonuses"."threshold_minutes" > 0 AND "bonuses"."type" = 'hoursCompletionBonus'))
);
--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_assignment_id_provider_facility_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."provider_facility_assignments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_pay_period_id_pay_periods_id_fk" FOREIGN KEY ("pay_period_id") REFERENCES "public"."pay_periods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonuses_provider_period_idx" ON "bonuses" USING btree ("provider_id","period_start","id");--> statement-breakpoint
CREATE INDEX "bonuses_period_idx" ON "bonuses" USING btree ("pay_period_id","id");--> statement-breakpoint
CREATE INDEX "bonuses_status_created_idx" ON "bonuses" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "bonuses_created_idx" ON "bonuses" USING btree ("created_at","id");

CREATE TABLE "malpractice_info" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_id" uuid NOT NULL,
	"insurance_provider_id" uuid NOT NULL,
	"policy_number" text NOT NULL,
	"per_claim_cents" bigint,
	"aggregate_cents" bigint,
	"effective_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "malpractice_info_dates_check" CHECK ("malpractice_info"."expiry_date" >= "malpractice_info"."effective_date")
);--> statement-breakpoint
CREATE TABLE "malpractice_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"malpractice_info_id" uuid NOT NULL,
	"note" text NOT NULL,
	"author_id" uuid,
	"author_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "malpractice_state_rates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"insurance_provider_id" uuid NOT NULL,
	"state" text NOT NULL,
	"specialty" text NOT NULL,
	"hourly_cents" integer NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "malpractice_state_rates_cost_check" CHECK ("malpractice_state_rates"."hourly_cents" >= 0),
	CONSTRAINT "malpractice_state_rates_dates_check" CHECK ("malpractice_state_rates"."effective_to" IS NULL OR "malpractice_state_rates"."effective_to" >= "malpractice_state_rates"."effective_from")
);--> statement-breakpoint
ALTER TABLE "malpractice_info" ADD CONSTRAINT "malpractice_info_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "malpractice_info" ADD CONSTRAINT "malpractice_info_insurance_provider_id_reference_items_id_fk" FOREIGN KEY ("insurance_provider_id") REFERENCES "public"."reference_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "malpractice_notes" ADD CONSTRAINT "malpractice_notes_malpractice_info_id_malpractice_info_id_fk" FOREIGN KEY ("malpractice_info_id") REFERENCES "public"."malpractice_info"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "malpractice_notes" ADD CONSTRAINT "malpractice_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "malpractice_state_rates" ADD CONSTRAINT "malpractice_state_rates_insurance_provider_id_reference_items_id_fk" FOREIGN KEY ("insurance_provider_id") REFERENCES "public"."reference_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "malpractice_info_provider_idx" ON "malpractice_info" USING btree ("provider_id","expiry_date");--> statement-breakpoint
CREATE INDEX "malpractice_info_expiry_idx" ON "malpractice_info" USING btree ("expiry_date","id");--> statement-breakpoint
CREATE INDEX "malpractice_notes_info_idx" ON "malpractice_notes" USING btree ("malpractice_info_id","created_at");--> statement-breakpoint
CREATE INDEX "malpractice_state_rates_lookup_idx" ON "malpractice_state_rates" USING btree ("state","specialty","effective_from");--> statement-breakpoint
ALTER TABLE "malpractice_state_rates" ADD CONSTRAINT "malpractice_state_rates_no_overlap" EXCLUDE USING gist ("insurance_provider_id" WITH =, "state" WITH =, "specialty" WITH =, daterange("effective_from", "effective_to", '[]') WITH &&);

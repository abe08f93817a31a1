CREATE TABLE "npi_checks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_id" uuid NOT NULL,
	"npi" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"differences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"response" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"checked_at" timestamp with time zone,
	"note" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "npi_checks" ADD CONSTRAINT "npi_checks_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "npi_checks_provider_idx" ON "npi_checks" USING btree ("provider_id","created_at","id");--> statement-breakpoint
CREATE INDEX "npi_checks_status_idx" ON "npi_checks" USING btree ("status","created_at","id");
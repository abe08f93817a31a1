CREATE TABLE "licences" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "licences_name_key" ON "licences" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "licences_status_name_idx" ON "licences" USING btree ("status",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "licences_status_created_idx" ON "licences" USING btree ("status","created_at","id");
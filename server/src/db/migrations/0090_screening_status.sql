ALTER TABLE "exclusion_list_versions" ADD COLUMN "status" text DEFAULT 'screened' NOT NULL;--> statement-breakpoint
ALTER TABLE "exclusion_list_versions" ADD COLUMN "error" text;
ALTER TABLE "generic_uploads" ADD COLUMN "stored_at" timestamp with time zone;--> statement-breakpoint
-- Rows made before this column: their bytes are stored, or their link is about to expire; either way, used.
UPDATE "generic_uploads" SET "stored_at" = "created_at";

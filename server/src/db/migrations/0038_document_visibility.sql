CREATE TABLE "generic_uploads" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "document_folders" ADD COLUMN "visible_role_ids" uuid[];--> statement-breakpoint
ALTER TABLE "generic_uploads" ADD CONSTRAINT "generic_uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generic_uploads_loose_idx" ON "generic_uploads" USING btree ("created_at") WHERE "generic_uploads"."attached_at" is null;
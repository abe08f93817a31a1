CREATE TABLE "credentialing_review_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"record_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"kind" text NOT NULL,
	"document_type_id" uuid,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"signed_off_by" text,
	"signed_off_at" timestamp with time zone,
	"source" text,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credentialing_reviews" (
	"record_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'in-review' NOT NULL,
	"decided_on" date,
	"decision_note" text,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credentialing_review_items" ADD CONSTRAINT "credentialing_review_items_record_id_credentialing_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."credentialing_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentialing_review_items" ADD CONSTRAINT "credentialing_review_items_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentialing_reviews" ADD CONSTRAINT "credentialing_reviews_record_id_credentialing_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."credentialing_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credentialing_review_items_record_key" ON "credentialing_review_items" USING btree ("record_id","item_key");--> statement-breakpoint
CREATE INDEX "credentialing_review_items_type_idx" ON "credentialing_review_items" USING btree ("document_type_id");
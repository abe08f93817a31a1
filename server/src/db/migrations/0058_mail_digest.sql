CREATE TABLE "mail_digest_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_digest_items_recipient_idx" ON "mail_digest_items" USING btree ("recipient","created_at");
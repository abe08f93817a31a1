CREATE TABLE "facility_contacts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"facility_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "facility_icon_contacts" (
	"facility_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "facility_icon_contacts_facility_id_user_id_pk" PRIMARY KEY("facility_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reference_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "address1" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "address2" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "vms_id" uuid;--> statement-breakpoint
ALTER TABLE "facility_contacts" ADD CONSTRAINT "facility_contacts_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_icon_contacts" ADD CONSTRAINT "facility_icon_contacts_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_icon_contacts" ADD CONSTRAINT "facility_icon_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "facility_contacts_facility_type_key" ON "facility_contacts" USING btree ("facility_id","type");--> statement-breakpoint
CREATE INDEX "facility_icon_contacts_user_idx" ON "facility_icon_contacts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reference_items_kind_name_key" ON "reference_items" USING btree ("kind",lower("name"));--> statement-breakpoint
CREATE INDEX "reference_items_name_trgm_idx" ON "reference_items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_client_id_reference_items_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."reference_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_vms_id_reference_items_id_fk" FOREIGN KEY ("vms_id") REFERENCES "public"."reference_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "facilities_name_key" ON "facilities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "facilities_name_trgm_idx" ON "facilities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "facilities_status_name_idx" ON "facilities" USING btree ("status",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "facilities_status_created_idx" ON "facilities" USING btree ("status","created_at","id");--> statement-breakpoint
-- Seeded pick-lists; staff edit them afterwards.
INSERT INTO "reference_items" ("id", "kind", "name") VALUES
  (gen_random_uuid(), 'client', 'Ascension Health'),
  (gen_random_uuid(), 'client', 'CommonSpirit Health'),
  (gen_random_uuid(), 'client', 'HCA Healthcare'),
  (gen_random_uuid(), 'client', 'Tenet Healthcare'),
  (gen_random_uuid(), 'client', 'Trinity Health'),
  (gen_random_uuid(), 'client', 'Independent Hospital'),
  (gen_random_uuid(), 'vms', 'AMN Healthcare'),
  (gen_random_uuid(), 'vms', 'Aya Connect'),
  (gen_random_uuid(), 'vms', 'Medefis'),
  (gen_random_uuid(), 'vms', 'ShiftWise'),
  (gen_random_uuid(), 'vms', 'Direct (no VMS)'),
  (gen_random_uuid(), 'job-type', 'Locum Tenens'),
  (gen_random_uuid(), 'job-type', 'Per Diem'),
  (gen_random_uuid(), 'job-type', 'Contract'),
  (gen_random_uuid(), 'job-type', 'Permanent Placement'),
  (gen_random_uuid(), 'school', 'Columbia University School of Nursing'),
  (gen_random_uuid(), 'school', 'Duke University School of Nursing'),
  (gen_random_uuid(), 'school', 'Emory University'),
  (gen_random_uuid(), 'school', 'Johns Hopkins School of Medicine'),
  (gen_random_uuid(), 'school', 'Mayo Clinic School of Health Sciences'),
  (gen_random_uuid(), 'school', 'Rush University'),
  (gen_random_uuid(), 'school', 'University of Pittsburgh'),
  (gen_random_uuid(), 'school', 'Virginia Commonwealth University'),
  (gen_random_uuid(), 'insurance-provider', 'The Doctors Company'),
  (gen_random_uuid(), 'insurance-provider', 'MedPro Group'),
  (gen_random_uuid(), 'insurance-provider', 'ProAssurance'),
  (gen_random_uuid(), 'insurance-provider', 'Coverys'),
  (gen_random_uuid(), 'insurance-provider', 'MagMutual'),
  (gen_random_uuid(), 'insurance-provider', 'CNA Healthcare')
ON CONFLICT DO NOTHING;

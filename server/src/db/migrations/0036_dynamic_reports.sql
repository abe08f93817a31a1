CREATE TABLE "divisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procedure_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dynamic_report_filters" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"definition" jsonb NOT NULL,
	"shared_role_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_facility_assignments" ADD COLUMN "procedure_type_id" uuid;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "division_id" uuid;--> statement-breakpoint
ALTER TABLE "dynamic_report_filters" ADD CONSTRAINT "dynamic_report_filters_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamic_report_filters" ADD CONSTRAINT "dynamic_report_filters_shared_role_id_roles_id_fk" FOREIGN KEY ("shared_role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "divisions_name_key" ON "divisions" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "procedure_types_name_key" ON "procedure_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "dynamic_report_filters_owner_name_key" ON "dynamic_report_filters" USING btree ("owner_id","name");--> statement-breakpoint
CREATE INDEX "dynamic_report_filters_role_idx" ON "dynamic_report_filters" USING btree ("shared_role_id");--> statement-breakpoint
ALTER TABLE "provider_facility_assignments" ADD CONSTRAINT "provider_facility_assignments_procedure_type_id_procedure_types_id_fk" FOREIGN KEY ("procedure_type_id") REFERENCES "public"."procedure_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE restrict ON UPDATE no action;
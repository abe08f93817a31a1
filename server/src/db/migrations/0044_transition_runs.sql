CREATE TABLE "transition_run_items" (
	"run_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"outcome" text,
	"reason" text,
	CONSTRAINT "transition_run_items_run_id_entity_id_pk" PRIMARY KEY("run_id","entity_id")
);
--> statement-breakpoint
CREATE TABLE "transition_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"status" text DEFAULT 'running' NOT NULL,
	"total_count" integer DEFAULT 0 NOT NULL,
	"moved_count" integer DEFAULT 0 NOT NULL,
	"refused_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "transition_run_items" ADD CONSTRAINT "transition_run_items_run_id_transition_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."transition_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transition_run_items_pending_idx" ON "transition_run_items" USING btree ("run_id") WHERE "transition_run_items"."outcome" is null;--> statement-breakpoint
CREATE INDEX "transition_runs_running_idx" ON "transition_runs" USING btree ("kind") WHERE "transition_runs"."status" = 'running';--> statement-breakpoint
INSERT INTO "transition_runs" ("id", "kind", "created_by", "created_by_name", "status", "total_count", "moved_count", "refused_count", "created_at", "finished_at")
SELECT "id", 'timesheet-approval', "created_by", "created_by_name", "status", "total_count", "approved_count", "not_approved_count", "created_at", "finished_at" FROM "bulk_approval_runs";--> statement-breakpoint
INSERT INTO "transition_runs" ("id", "kind", "created_by", "created_by_name", "status", "total_count", "moved_count", "refused_count", "created_at", "finished_at")
SELECT "id", 'expense-approval', "created_by", "created_by_name", "status", "total_count", "approved_count", "not_approved_count", "created_at", "finished_at" FROM "expense_approval_runs";--> statement-breakpoint
INSERT INTO "transition_run_items" ("run_id", "entity_id", "outcome", "reason")
SELECT "run_id", "timesheet_id", CASE "outcome" WHEN 'approved' THEN 'moved' WHEN 'not-approved' THEN 'refused' END, "reason" FROM "bulk_approval_items";--> statement-breakpoint
INSERT INTO "transition_run_items" ("run_id", "entity_id", "outcome", "reason")
SELECT "run_id", "expense_id", CASE "outcome" WHEN 'approved' THEN 'moved' WHEN 'not-approved' THEN 'refused' END, "reason" FROM "expense_approval_items";--> statement-breakpoint
DROP TABLE "expense_approval_items" CASCADE;--> statement-breakpoint
DROP TABLE "expense_approval_runs" CASCADE;--> statement-breakpoint
DROP TABLE "bulk_approval_items" CASCADE;--> statement-breakpoint
DROP TABLE "bulk_approval_runs" CASCADE;
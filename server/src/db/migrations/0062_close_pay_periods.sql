CREATE TABLE "pay_adjustments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_id" uuid NOT NULL,
	"corrects_pay_period_id" uuid NOT NULL,
	"applies_pay_period_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pay_periods" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_periods" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pay_periods" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_corrects_pay_period_id_pay_periods_id_fk" FOREIGN KEY ("corrects_pay_period_id") REFERENCES "public"."pay_periods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_applies_pay_period_id_pay_periods_id_fk" FOREIGN KEY ("applies_pay_period_id") REFERENCES "public"."pay_periods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_adjustments_applies_idx" ON "pay_adjustments" USING btree ("applies_pay_period_id","provider_id");--> statement-breakpoint
CREATE INDEX "pay_adjustments_provider_idx" ON "pay_adjustments" USING btree ("provider_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pay_periods_closed_idx" ON "pay_periods" USING btree ("start_date","end_date") WHERE "pay_periods"."status" = 'closed';--> statement-breakpoint
-- A closed pay period refuses every change to its time sheets, bonuses, payments and their lines, and to expenses
-- dated in it. Statement-level checks over the transition tables: one join per statement, not a lookup per row,
-- and nothing at all while no period is closed. SQLSTATE PC001 is answered 409 PERIOD_CLOSED.
CREATE FUNCTION "refuse_closed_period_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pay_periods WHERE status = 'closed') THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    IF EXISTS (SELECT 1 FROM new_rows n JOIN pay_periods pp ON pp.id = n.pay_period_id AND pp.status = 'closed') THEN
      RAISE EXCEPTION 'pay period closed' USING ERRCODE = 'PC001';
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- Marking an approved payment paid is the one change a closed period takes: payroll paid what it was handed.
    IF EXISTS (SELECT 1 FROM old_rows o JOIN pay_periods pp ON pp.id = o.pay_period_id AND pp.status = 'closed'
        JOIN new_rows n ON n.id = o.id
        WHERE NOT (TG_TABLE_NAME = 'payments' AND o.status = 'approved' AND n.status = 'paid')) THEN
      RAISE EXCEPTION 'pay period closed' USING ERRCODE = 'PC001';
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows o JOIN pay_periods pp ON pp.id = o.pay_period_id AND pp.status = 'closed') THEN
      RAISE EXCEPTION 'pay period closed' USING ERRCODE = 'PC001';
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "refuse_closed_period_expenses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pay_periods WHERE status = 'closed') THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    IF EXISTS (SELECT 1 FROM new_rows n JOIN pay_periods pp ON pp.status = 'closed'
        AND n.date BETWEEN pp.start_date AND pp.end_date) THEN
      RAISE EXCEPTION 'pay period closed' USING ERRCODE = 'PC001';
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows o JOIN pay_periods pp ON pp.status = 'closed'
        AND o.date BETWEEN pp.start_date AND pp.end_date) THEN
      RAISE EXCEPTION 'pay period closed' USING ERRCODE = 'PC001';
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "refuse_closed_period_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pay_periods WHERE status = 'closed') THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    IF EXISTS (SELECT 1 FROM new_rows n JOIN payments p ON p.id = n.payment_id
        JOIN pay_periods pp ON pp.id = p.pay_period_id AND pp.status = 'closed') THEN
      RAISE EXCEPTION 'pay period closed' USING ERRCODE = 'PC001';
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows o JOIN payments p ON p.id = o.payment_id
        JOIN pay_periods pp ON pp.id = p.pay_period_id AND pp.status = 'closed') THEN
      RAISE EXCEPTION 'pay period closed' USING ERRCODE = 'PC001';
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "timesheets_closed_insert" AFTER INSERT ON "timesheets" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_closed_period_rows();--> statement-breakpoint
CREATE TRIGGER "timesheets_closed_update" AFTER UPDATE ON "timesheets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_closed_period_rows();--> statement-breakpoint
CREATE TRIGGER "timesheets_closed_delete" AFTER DELETE ON "timesheets" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_closed_period_rows();--> statement-breakpoint
CREATE TRIGGER "bonuses_closed_insert" AFTER INSERT ON "bonuses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_closed_period_rows();--> statement-breakpoint
CREATE TRIGGER "bonuses_closed_update" AFTER UPDATE ON "bonuses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_closed_period_rows();--> statement-breakpoint
CREATE TRIGGER "bonuses_closed_delete" AFTER DELETE ON "bonuses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_closed_period_rows();--> statement-breakpoint
CREATE TRIGGER "payments_closed_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_closed_period_rows();--> statement-breakpoint
CREATE TRIGGER "payments_closed_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_closed_period_rows();--> statement-breakpoint
CREATE TRIGGER "payments_closed_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_closed_period_rows();--> statement-breakpoint
CREATE TRIGGER "expenses_closed_insert" AFTER INSERT ON "expenses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_closed_period_expenses();--> statement-breakpoint
CREATE TRIGGER "expenses_closed_update" AFTER UPDATE ON "expenses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_closed_period_expenses();--> statement-breakpoint
CREATE TRIGGER "expenses_closed_delete" AFTER DELETE ON "expenses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_closed_period_expenses();--> statement-breakpoint
CREATE TRIGGER "payment_lines_closed_insert" AFTER INSERT ON "payment_lines" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_closed_period_lines();--> statement-breakpoint
CREATE TRIGGER "payment_lines_closed_update" AFTER UPDATE ON "payment_lines" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_closed_period_lines();--> statement-breakpoint
CREATE TRIGGER "payment_lines_closed_delete" AFTER DELETE ON "payment_lines" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refuse_closed_period_lines();

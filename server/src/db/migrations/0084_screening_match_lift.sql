ALTER TABLE "exclusion_entries" ADD COLUMN "reinstatement_date" date;--> statement-breakpoint
ALTER TABLE "screening_matches" ADD COLUMN "lift_note" text;--> statement-breakpoint
ALTER TABLE "screening_matches" ADD COLUMN "lifted_by" text;--> statement-breakpoint
ALTER TABLE "screening_matches" ADD COLUMN "lifted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "screening_matches" ADD COLUMN "reinstated_on" date;--> statement-breakpoint
ALTER TABLE "screening_matches" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
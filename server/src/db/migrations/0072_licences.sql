CREATE TABLE "licences" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_id" uuid NOT NULL,
	"state" text NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"issued_on" date,
	"expires_on" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"verified_by" uuid,
	"verified_at" timestamp with time zone,
	"verification_source" text,
	"document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "licences_provider_state_type_number_key" ON "licences" USING btree ("provider_id","state","type","number");--> statement-breakpoint
CREATE INDEX "licences_expires_idx" ON "licences" USING btree ("expires_on","id");--> statement-breakpoint
CREATE INDEX "licences_provider_expires_idx" ON "licences" USING btree ("provider_id","expires_on","id");--> statement-breakpoint
CREATE INDEX "licences_status_expires_idx" ON "licences" USING btree ("status","expires_on","id");--> statement-breakpoint
CREATE INDEX "licences_document_idx" ON "licences" USING btree ("document_id") WHERE "licences"."document_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "licences_number_trgm_idx" ON "licences" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
-- Licences of the licence documents already stored (new ones are filled as documents are uploaded or edited):
-- a number field, a US state (code or name) and an expiry. Pending until staff verify them; the daily run expires
-- the past ones through the workflow engine.
WITH states(code, name) AS (
  VALUES
    ('AL', 'alabama'),
    ('AK', 'alaska'),
    ('AZ', 'arizona'),
    ('AR', 'arkansas'),
    ('CA', 'california'),
    ('CO', 'colorado'),
    ('CT', 'connecticut'),
    ('DE', 'delaware'),
    ('DC', 'district of columbia'),
    ('FL', 'florida'),
    ('GA', 'georgia'),
    ('HI', 'hawaii'),
    ('ID', 'idaho'),
    ('IL', 'illinois'),
    ('IN', 'indiana'),
    ('IA', 'iowa'),
    ('KS', 'kansas'),
    ('KY', 'kentucky'),
    ('LA', 'louisiana'),
    ('ME', 'maine'),
    ('MD', 'maryland'),
    ('MA', 'massachusetts'),
    ('MI', 'michigan'),
    ('MN', 'minnesota'),
    ('MS', 'mississippi'),
    ('MO', 'missouri'),
    ('MT', 'montana'),
    ('NE', 'nebraska'),
    ('NV', 'nevada'),
    ('NH', 'new hampshire'),
    ('NJ', 'new jersey'),
    ('NM', 'new mexico'),
    ('NY', 'new york'),
    ('NC', 'north carolina'),
    ('ND', 'north dakota'),
    ('OH', 'ohio'),
    ('OK', 'oklahoma'),
    ('OR', 'oregon'),
    ('PA', 'pennsylvania'),
    ('RI', 'rhode island'),
    ('SC', 'south carolina'),
    ('SD', 'south dakota'),
    ('TN', 'tennessee'),
    ('TX', 'texas'),
    ('UT', 'utah'),
    ('VT', 'vermont'),
    ('VA', 'virginia'),
    ('WA', 'washington'),
    ('WV', 'west virginia'),
    ('WI', 'wisconsin'),
    ('WY', 'wyoming'),
    ('AS', 'american samoa'),
    ('GU', 'guam'),
    ('MP', 'northern mariana islands'),
    ('PR', 'puerto rico'),
    ('VI', 'u.s. virgin islands')
), number_fields(key, type, ord) AS (
  VALUES ('licence-number', 'state-licence', 1), ('license-number', 'state-licence', 2),
    ('dea-number', 'dea-registration', 3), ('registration-number', 'controlled-substance', 4)
), found AS (
  SELECT d.id AS document_id, d.owner_id, s.code, k.type, left(upper(trim(d.values ->> k.key)), 50) AS number,
    d.expires_on,
    CASE WHEN d.values ->> 'issued-on' ~ '^\d{4}-\d{2}-\d{2}$' THEN (d.values ->> 'issued-on')::date END AS issued_on
  FROM documents d
  CROSS JOIN LATERAL (
    SELECT n.key, n.type FROM number_fields n WHERE coalesce(trim(d.values ->> n.key), '') <> '' ORDER BY n.ord LIMIT 1
  ) k
  JOIN states s ON s.code = upper(trim(d.values ->> 'state')) OR s.name = lower(trim(d.values ->> 'state'))
  WHERE d.owner_kind = 'provider' AND d.archived_at IS NULL AND d.expires_on IS NOT NULL
)
INSERT INTO "licences" ("id", "provider_id", "state", "type", "number", "issued_on", "expires_on", "document_id")
SELECT DISTINCT ON (owner_id, code, type, number) gen_random_uuid(), owner_id, code, type, number, issued_on,
  expires_on, document_id
FROM found
ORDER BY owner_id, code, type, number, expires_on DESC
ON CONFLICT DO NOTHING;

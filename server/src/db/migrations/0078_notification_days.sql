-- Notifications are written with days as screens show them (MM/DD/YYYY); older ones held ISO days.
UPDATE "notifications" SET
  "title" = regexp_replace("title", '(?<![[:alnum:]_-])([0-9]{4})-([0-9]{2})-([0-9]{2})(?![[:alnum:]_-])', '\2/\3/\1', 'g'),
  "body" = regexp_replace("body", '(?<![[:alnum:]_-])([0-9]{4})-([0-9]{2})-([0-9]{2})(?![[:alnum:]_-])', '\2/\3/\1', 'g')
WHERE "title" ~ '[0-9]{4}-[0-9]{2}-[0-9]{2}' OR "body" ~ '[0-9]{4}-[0-9]{2}-[0-9]{2}';

-- The shop's WhatsApp was kept as typed, often without Brazil's 55: wa.me then reads
-- '11987654321' as a number of another country. A DDD and number (10 or 11 digits, a valid first
-- digit) get the 55 the settings form now adds on save; anything else is left for the owner to
-- correct on the next save.
UPDATE establishment_settings
SET whatsapp = '55' || whatsapp
WHERE whatsapp ~ '^[1-9][1-9](9[0-9]{8}|[2-5][0-9]{7})$';

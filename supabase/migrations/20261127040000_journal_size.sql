-- A journal post may hold 10,000 characters of text (log_journal_values_ok). In Japanese that is about 30 KB of the
-- values' JSON text, over the 16 KB every other entry keeps, so a post had to be cut to about 5,400 characters. Like
-- an ICP analysis, a post gets its own bound: 64 KB holds 10,000 characters of any script (a character is at most
-- 6 bytes of JSON text, as an escaped control character), the title and 20 photo ids.
alter table public.log_entries
  drop constraint if exists log_entries_values_size,
  add constraint log_entries_values_size check (kind in ('icp', 'journal') or octet_length("values"::text) <= 16384),
  drop constraint if exists log_entries_journal_values_size,
  add constraint log_entries_journal_values_size check (kind <> 'journal' or octet_length("values"::text) <= 65536);

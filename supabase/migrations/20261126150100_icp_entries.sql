-- ICP analyses (lib/icp/types.ts IcpEntryValues) are log entries of kind 'icp' (allowed by 20261126143000). Their
-- values are checked here: the lab one of the importer's, a fingerprint, an optional report id, and every analyte
-- with its element, section, detection, canonical unit and what the lab printed. A non-detect never carries a value
-- (it is never 0), and only a `below` carries the lab's limit.

-- one analyte of an ICP analysis (a missing key reads as SQL null: coalesce makes that a refusal, not a pass)
create or replace function public.log_icp_analyte_ok(a jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_typeof(a) = 'object'
    and public.log_keys_in(a, array['element', 'section', 'detection', 'value', 'limit', 'unit', 'reported'])
    and jsonb_typeof(a -> 'element') = 'string' and char_length(a ->> 'element') between 1 and 16
    and a ->> 'section' in ('aquarium', 'rodi')
    and a ->> 'detection' in ('measured', 'below', 'not-detected', 'not-determined')
    and a ->> 'unit' in ('mg/L', 'PSU', 'dKH')
    and public.log_num_in(a -> 'value', 0, 1000000)
    and public.log_num_in(a -> 'limit', 0, 1000000)
    and (a ->> 'detection' = 'measured') = (jsonb_typeof(a -> 'value') = 'number')
    and (a ->> 'detection' = 'below') = (jsonb_typeof(a -> 'limit') = 'number')
    and jsonb_typeof(a -> 'reported') = 'object'
    and jsonb_typeof(a -> 'reported' -> 'value') = 'string' and char_length(a -> 'reported' ->> 'value') <= 64
    and jsonb_typeof(a -> 'reported' -> 'unit') = 'string' and char_length(a -> 'reported' ->> 'unit') <= 32, false)
$$;

-- the values of an entry of kind 'icp'
create or replace function public.log_icp_values_ok(v jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_typeof(v) = 'object'
    and public.log_keys_in(v, array['lab', 'reportId', 'analytes', 'fingerprint'])
    and v ->> 'lab' in ('ati', 'fauna-marin', 'oceamo', 'triton', 'tropic-marin', 'other')
    and jsonb_typeof(v -> 'fingerprint') = 'string' and char_length(v ->> 'fingerprint') between 1 and 200
    and (v -> 'reportId' is null or jsonb_typeof(v -> 'reportId') = 'null'
         or (jsonb_typeof(v -> 'reportId') = 'string' and char_length(v ->> 'reportId') <= 200))
    and jsonb_typeof(v -> 'analytes') = 'array'
    and jsonb_array_length(v -> 'analytes') between 1 and 300
    and not exists (select 1 from jsonb_array_elements(v -> 'analytes') a where not public.log_icp_analyte_ok(a)), false)
$$;

alter table public.log_entries
  drop constraint if exists log_entries_icp_values,
  add constraint log_entries_icp_values check (kind <> 'icp' or public.log_icp_values_ok("values"));

-- An analysis of 140 analytes (aquarium and RO water of a large panel) prints about 24 KB, over the 16 KB every
-- other entry keeps: an ICP entry may take 64 KB, every other kind still 16 KB.
alter table public.log_entries
  drop constraint if exists log_entries_values_size,
  add constraint log_entries_values_size check (kind = 'icp' or octet_length("values"::text) <= 16384),
  drop constraint if exists log_entries_icp_values_size,
  add constraint log_entries_icp_values_size check (kind <> 'icp' or octet_length("values"::text) <= 65536);

-- The reef log's jsonb columns are bounded, and an entry's `typed` holds texts only. lib/log/db-bounds.ts checks the
-- same in the browser before an import writes a row, so a row the server would refuse never waits in a browser for
-- ever; a `typed` that is not text also breaks the entry form on every device the row syncs to.
-- Measured as PostgreSQL prints the value (octet_length(x::text)), which lib/log/db-bounds.ts's jsonbTextBytes follows.
-- NOT VALID: rows already stored are not re-checked (a deploy never fails on old data); every insert and update is.

create or replace function public.log_typed_ok(t jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select t is null or jsonb_typeof(t) = 'null' or (
    jsonb_typeof(t) = 'object'
    and not exists (select 1 from jsonb_each(t) e where jsonb_typeof(e.value) <> 'string')
  )
$$;

create or replace function public.log_jsonb_small(v jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select v is null or octet_length(v::text) <= 16384
$$;

alter table public.log_entries drop constraint if exists log_entries_typed_texts;
alter table public.log_entries add constraint log_entries_typed_texts check (public.log_typed_ok(typed)) not valid;
alter table public.log_entries drop constraint if exists log_entries_jsonb_size;
alter table public.log_entries add constraint log_entries_jsonb_size
  check (public.log_jsonb_small("values") and public.log_jsonb_small(typed)) not valid;
alter table public.log_tanks drop constraint if exists log_tanks_jsonb_size;
alter table public.log_tanks add constraint log_tanks_jsonb_size
  check (public.log_jsonb_small(targets) and public.log_jsonb_small(additives)) not valid;

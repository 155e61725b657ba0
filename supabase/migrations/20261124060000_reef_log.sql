-- The reef log (lib/log/model.ts): tanks and entries, one keeper's rows each, synced from the browser.
-- Ids are made by the client, so an upload retried after a lost response is an idempotent upsert by id.
-- `updated_at` is the database's clock (trigger below), never a phone's: the sync cursor (updated_at, id) relies on it.
-- Deletion is a tombstone (`deleted_at`) so a second device learns of it; log_purge_tombstones() removes old ones.

-- true when `v` is absent (SQL or JSON null) or a JSON number in [lo, hi]. Immutable, so check constraints may use it.
create or replace function public.log_num_in(v jsonb, lo numeric, hi numeric)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select v is null or jsonb_typeof(v) = 'null' or (jsonb_typeof(v) = 'number' and (v #>> '{}')::numeric between lo and hi)
$$;

-- true when every key of `o` is one of `allowed`
create or replace function public.log_keys_in(o jsonb, allowed text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select o is null or jsonb_typeof(o) <> 'object' or not exists (select 1 from jsonb_object_keys(o) k where k <> all (allowed))
$$;

-- Water-test values in canonical units (lib/log/model.ts CANONICAL_LOG_UNIT): generous outer bounds, so any
-- reading a test kit or a lab can give passes and a typing slip of a factor 10–1000 does not.
create or replace function public.log_test_values_ok(v jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select v is null or (
    jsonb_typeof(v) = 'object'
    and public.log_keys_in(v, array['alkalinity', 'calcium', 'magnesium', 'nitrate', 'phosphate', 'salinity', 'temperature', 'ph', 'potassium'])
    and public.log_num_in(v -> 'alkalinity', 0, 50)      -- dKH
    and public.log_num_in(v -> 'calcium', 0, 2000)       -- mg/L
    and public.log_num_in(v -> 'magnesium', 0, 5000)     -- mg/L
    and public.log_num_in(v -> 'nitrate', 0, 1000)       -- ppm NO3
    and public.log_num_in(v -> 'phosphate', 0, 100)      -- ppm PO4
    and public.log_num_in(v -> 'salinity', 0, 80)        -- ppt
    and public.log_num_in(v -> 'temperature', -5, 50)    -- °C
    and public.log_num_in(v -> 'ph', 0, 14)
    and public.log_num_in(v -> 'potassium', 0, 2000)     -- mg/L
  )
$$;

-- Per parameter {low, high} in canonical units, low <= high.
create or replace function public.log_targets_ok(t jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(t) = 'object'
    and public.log_keys_in(t, array['alkalinity', 'calcium', 'magnesium', 'nitrate', 'phosphate', 'salinity', 'temperature', 'ph', 'potassium'])
    and not exists (
      select 1 from jsonb_each(t) e
      where jsonb_typeof(e.value) <> 'object'
         or jsonb_typeof(e.value -> 'low') <> 'number'
         or jsonb_typeof(e.value -> 'high') <> 'number'
         or (e.value ->> 'low')::numeric > (e.value ->> 'high')::numeric
         or not public.log_test_values_ok(jsonb_build_object(e.key, e.value -> 'low'))
         or not public.log_test_values_ok(jsonb_build_object(e.key, e.value -> 'high'))
    )
$$;

create table if not exists public.log_tanks (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 100),
  volume_l numeric not null check (volume_l > 0 and volume_l <= 1000000),
  targets jsonb not null default '{}'::jsonb check (public.log_targets_ok(targets)),
  additives jsonb check (additives is null or jsonb_typeof(additives) = 'object'),
  archived_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  -- lets entries point at (tank, owner), so an entry can only sit in its own keeper's tank
  unique (id, user_id)
);

create table if not exists public.log_entries (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  tank_id uuid not null,
  kind text not null check (kind in ('test', 'dose', 'water_change', 'note')),
  at timestamptz not null check (at > '1970-01-01' and at < '2200-01-01'),
  "values" jsonb not null default '{}'::jsonb check (jsonb_typeof("values") = 'object'),
  typed jsonb check (typed is null or jsonb_typeof(typed) = 'object'),
  note text check (char_length(note) <= 4000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  foreign key (tank_id, user_id) references public.log_tanks (id, user_id) on delete cascade,
  constraint log_entries_test_values check (kind <> 'test' or public.log_test_values_ok("values")),
  constraint log_entries_dose_values check (
    kind <> 'dose' or (
      "values" ->> 'parameter' in ('alkalinity', 'calcium', 'magnesium', 'nitrate', 'phosphate')
      and jsonb_typeof("values" -> 'amount') = 'number'
      and public.log_num_in("values" -> 'amount', 0, 100000)
      and ("values" -> 'amount')::numeric > 0
      and "values" ->> 'amountUnit' in ('ml', 'g')
      and public.log_num_in("values" -> 'strengthPerUnitPerL', 0, 1000000000)
    )
  ),
  constraint log_entries_water_change_values check (
    kind <> 'water_change' or (
      jsonb_typeof("values" -> 'volumeL') = 'number'
      and public.log_num_in("values" -> 'volumeL', 0, 1000000)
      and ("values" -> 'volumeL')::numeric > 0
      and public.log_test_values_ok(coalesce("values" -> 'newWater', '{}'::jsonb))
    )
  )
);

-- the sync's pull: WHERE user_id = uid AND (updated_at, id) > cursor ORDER BY updated_at, id
create index if not exists log_tanks_sync_idx on public.log_tanks (user_id, updated_at, id);
create index if not exists log_entries_sync_idx on public.log_entries (user_id, updated_at, id);
-- a tank's timeline
create index if not exists log_entries_tank_at_idx on public.log_entries (tank_id, at);

-- The server's clock for updated_at; created_at and user_id never change once written.
create or replace function public.log_touch()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
    new.user_id := old.user_id;
  else
    new.created_at := coalesce(new.created_at, now());
  end if;
  return new;
end;
$$;

drop trigger if exists log_tanks_touch on public.log_tanks;
create trigger log_tanks_touch before insert or update on public.log_tanks
  for each row execute function public.log_touch();
drop trigger if exists log_entries_touch on public.log_entries;
create trigger log_entries_touch before insert or update on public.log_entries
  for each row execute function public.log_touch();

-- Row-level security: a signed-in keeper reads and writes only their own rows; anonymous visitors nothing.
-- (select auth.uid()) is evaluated once per statement rather than once per row.
alter table public.log_tanks enable row level security;
alter table public.log_entries enable row level security;

revoke all on table public.log_tanks, public.log_entries from anon, public;
grant select, insert, update, delete on table public.log_tanks, public.log_entries to authenticated;

drop policy if exists "Keepers read their own tanks" on public.log_tanks;
create policy "Keepers read their own tanks" on public.log_tanks for select to authenticated
  using (user_id = (select auth.uid()));
drop policy if exists "Keepers add their own tanks" on public.log_tanks;
create policy "Keepers add their own tanks" on public.log_tanks for insert to authenticated
  with check (user_id = (select auth.uid()));
drop policy if exists "Keepers change their own tanks" on public.log_tanks;
create policy "Keepers change their own tanks" on public.log_tanks for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
drop policy if exists "Keepers delete their own tanks" on public.log_tanks;
create policy "Keepers delete their own tanks" on public.log_tanks for delete to authenticated
  using (user_id = (select auth.uid()));

drop policy if exists "Keepers read their own entries" on public.log_entries;
create policy "Keepers read their own entries" on public.log_entries for select to authenticated
  using (user_id = (select auth.uid()));
drop policy if exists "Keepers add their own entries" on public.log_entries;
create policy "Keepers add their own entries" on public.log_entries for insert to authenticated
  with check (user_id = (select auth.uid()));
drop policy if exists "Keepers change their own entries" on public.log_entries;
create policy "Keepers change their own entries" on public.log_entries for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
drop policy if exists "Keepers delete their own entries" on public.log_entries;
create policy "Keepers delete their own entries" on public.log_entries for delete to authenticated
  using (user_id = (select auth.uid()));

-- Tombstones older than the horizon go (schedule daily, e.g. with pg_cron). A device whose sync cursor is older
-- than the horizon does a full re-sync instead (lib/log/sync: TOMBSTONE_HORIZON_DAYS, kept below this).
create or replace function public.log_purge_tombstones(horizon interval default interval '90 days')
returns integer
language plpgsql
set search_path = ''
as $$
declare
  n integer;
  m integer;
begin
  delete from public.log_entries where deleted_at < now() - horizon;
  get diagnostics n = row_count;
  delete from public.log_tanks where deleted_at < now() - horizon;
  get diagnostics m = row_count;
  return n + m;
end;
$$;
revoke all on function public.log_purge_tombstones(interval) from public, anon, authenticated;

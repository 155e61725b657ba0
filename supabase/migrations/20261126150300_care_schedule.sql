-- The care schedule (lib/schedule/model.ts; docs/schedule.md): tasks are log entries of kind 'task', completions of
-- kind 'task_done', so they sync, version and tombstone like the rest of the log under the owner-only policies of
-- log_entries. This migration checks their values, and adds the private calendar subscription: calendar_feeds
-- holds the SHA-256 of each keeper's token (never the token), and calendar_feed(token_hash), a security-definer
-- function granted to anon, returns exactly that keeper's live tasks for the feed route (app/api/calendar).

-- ---------------------------------------------------------------------------------------------------- task values
-- true when `tz` names a time zone PostgreSQL knows (the IANA database; the browser's Intl names are the same)
create or replace function public.log_time_zone_ok(tz text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select tz is not null and char_length(tz) <= 64 and exists (select 1 from pg_catalog.pg_timezone_names where name = tz)
$$;

-- Validators give false, never null, for a missing field (a null check result would let the row pass).
-- A rhythm: {every: 1–365, unit: day|week} | {weekdays: [0–6, distinct, 1–7 of them]} | {once: 'YYYY-MM-DD'}
create or replace function public.log_rhythm_ok(r jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce((
  jsonb_typeof(r) = 'object' and case
      when r ?& array['every', 'unit'] then
        public.log_keys_in(r, array['every', 'unit'])
        and jsonb_typeof(r -> 'every') = 'number'
        and (r ->> 'every')::numeric between 1 and 365
        and (r ->> 'every')::numeric = trunc((r ->> 'every')::numeric)
        and r ->> 'unit' in ('day', 'week')
      when r ? 'weekdays' then
        public.log_keys_in(r, array['weekdays'])
        and jsonb_typeof(r -> 'weekdays') = 'array'
        and jsonb_array_length(r -> 'weekdays') between 1 and 7
        and not exists (
          select 1 from jsonb_array_elements(r -> 'weekdays') d
          where jsonb_typeof(d) <> 'number' or (d #>> '{}') not in ('0', '1', '2', '3', '4', '5', '6')
        )
        and (select count(distinct d) from jsonb_array_elements(r -> 'weekdays') d) = jsonb_array_length(r -> 'weekdays')
      when r ? 'once' then
        public.log_keys_in(r, array['once'])
        and jsonb_typeof(r -> 'once') = 'string'
        and (r ->> 'once') ~ '^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$'
      else false
    end
  ), false)
$$;

create or replace function public.log_task_values_ok(v jsonb)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((
  jsonb_typeof(v) = 'object'
      and public.log_keys_in(v, array['taskKind', 'title', 'parameter', 'rhythm', 'time', 'timeZone', 'start', 'mode', 'bottle', 'paused'])
      and v ->> 'taskKind' in ('test', 'water_change', 'dose_refill', 'filter', 'skimmer', 'pump', 'stock', 'quarantine', 'custom')
      and jsonb_typeof(v -> 'title') = 'string' and char_length(v ->> 'title') <= 120
      and (v -> 'parameter' is null or jsonb_typeof(v -> 'parameter') = 'null'
           or v ->> 'parameter' in ('alkalinity', 'calcium', 'magnesium', 'nitrate', 'phosphate', 'salinity', 'temperature', 'ph', 'potassium'))
      and public.log_rhythm_ok(v -> 'rhythm')
      and jsonb_typeof(v -> 'time') = 'string' and (v ->> 'time') ~ '^([01]\d|2[0-3]):[0-5]\d$'
      and jsonb_typeof(v -> 'timeZone') = 'string' and public.log_time_zone_ok(v ->> 'timeZone')
      and jsonb_typeof(v -> 'start') = 'string' and (v ->> 'start') ~ '^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$'
      and v ->> 'mode' in ('calendar', 'data')
      and (v -> 'bottle' is null or jsonb_typeof(v -> 'bottle') = 'null' or (
        jsonb_typeof(v -> 'bottle') = 'object'
        and public.log_keys_in(v -> 'bottle', array['size', 'unit', 'parameter'])
        and jsonb_typeof(v -> 'bottle' -> 'size') = 'number'
        and (v -> 'bottle' ->> 'size')::numeric > 0 and (v -> 'bottle' ->> 'size')::numeric <= 100000
        and v -> 'bottle' ->> 'unit' in ('ml', 'g')
        and v -> 'bottle' ->> 'parameter' in ('alkalinity', 'calcium', 'magnesium')
      ))
      and (v -> 'paused' is null or jsonb_typeof(v -> 'paused') in ('boolean', 'null'))
  ), false)
$$;

create or replace function public.log_task_done_values_ok(v jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce((
  jsonb_typeof(v) = 'object'
      and public.log_keys_in(v, array['taskId', 'entryId'])
      and jsonb_typeof(v -> 'taskId') = 'string'
      and (v ->> 'taskId') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      and (v -> 'entryId' is null or jsonb_typeof(v -> 'entryId') = 'null' or (
        jsonb_typeof(v -> 'entryId') = 'string'
        and (v ->> 'entryId') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      ))
  ), false)
$$;

alter table public.log_entries
  drop constraint if exists log_entries_task_values,
  drop constraint if exists log_entries_task_done_values,
  add constraint log_entries_task_values check (kind <> 'task' or public.log_task_values_ok("values")),
  add constraint log_entries_task_done_values check (kind <> 'task_done' or public.log_task_done_values_ok("values"));

-- ---------------------------------------------------------------------------------------------------- calendar feeds
create table if not exists public.calendar_feeds (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- hex SHA-256 of the token; the token itself is shown to the keeper once and never stored
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index if not exists calendar_feeds_user_idx on public.calendar_feeds (user_id);

alter table public.calendar_feeds enable row level security;
revoke all on table public.calendar_feeds from public, anon, authenticated;
grant select, insert, update on table public.calendar_feeds to authenticated;

drop policy if exists "Keepers read their own calendar feeds" on public.calendar_feeds;
create policy "Keepers read their own calendar feeds" on public.calendar_feeds for select to authenticated
  using (user_id = (select auth.uid()));
drop policy if exists "Keepers add their own calendar feeds" on public.calendar_feeds;
create policy "Keepers add their own calendar feeds" on public.calendar_feeds for insert to authenticated
  with check (user_id = (select auth.uid()) and revoked_at is null);
drop policy if exists "Keepers revoke their own calendar feeds" on public.calendar_feeds;
create policy "Keepers revoke their own calendar feeds" on public.calendar_feeds for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

-- A revoked feed stays revoked, and a row keeps its owner, hash and creation time.
create or replace function public.calendar_feeds_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.user_id <> old.user_id or new.token_hash <> old.token_hash or new.created_at <> old.created_at then
    raise exception 'a calendar feed keeps its owner, token and creation time' using errcode = '42501';
  end if;
  if old.revoked_at is not null and new.revoked_at is distinct from old.revoked_at then
    raise exception 'a revoked calendar feed stays revoked' using errcode = '42501';
  end if;
  return new;
end;
$$;
drop trigger if exists calendar_feeds_guard on public.calendar_feeds;
create trigger calendar_feeds_guard before update on public.calendar_feeds
  for each row execute function public.calendar_feeds_guard();

-- Replaces the keeper's live feed with a new token (the caller's own rows, under the policies above).
create or replace function public.calendar_feed_replace(token_hash text)
returns timestamptz
language plpgsql
security invoker
set search_path = ''
as $$
declare
  created timestamptz;
begin
  update public.calendar_feeds f set revoked_at = now() where f.user_id = (select auth.uid()) and f.revoked_at is null;
  insert into public.calendar_feeds (user_id, token_hash) values ((select auth.uid()), calendar_feed_replace.token_hash)
    returning created_at into created;
  return created;
end;
$$;

-- Revokes the keeper's live feed; the number of feeds revoked.
create or replace function public.calendar_feed_revoke()
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  n integer;
begin
  update public.calendar_feeds f set revoked_at = now() where f.user_id = (select auth.uid()) and f.revoked_at is null;
  get diagnostics n = row_count;
  return n;
end;
$$;

-- The feed behind a token: that keeper's live tasks (not deleted, tank neither deleted nor archived), each with its
-- tank's name and its last completion; null for a wrong or revoked token (the route answers 404 for it). The same
-- statement runs either way. Security definer: anon reads nothing else, and only through a token's hash.
create or replace function public.calendar_feed(token_hash text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with feed as (
    select f.user_id from public.calendar_feeds f
    where f.token_hash = calendar_feed.token_hash and f.revoked_at is null
  ),
  tasks as (
    select coalesce(jsonb_agg(jsonb_build_object(
        'id', e.id,
        'tankId', e.tank_id,
        'tankName', t.name,
        'at', e.at,
        'values', e."values",
        'note', e.note,
        'lastDone', (
          select max(d.at) from public.log_entries d
          where d.user_id = e.user_id and d.tank_id = e.tank_id and d.kind = 'task_done' and d.deleted_at is null
            and d."values" ->> 'taskId' = e.id::text
        )
      ) order by e.at, e.id), '[]'::jsonb) as rows
    from public.log_entries e
    join feed on feed.user_id = e.user_id
    join public.log_tanks t on t.id = e.tank_id and t.user_id = e.user_id
    where e.kind = 'task' and e.deleted_at is null and t.deleted_at is null and t.archived_at is null
  )
  select case when exists (select 1 from feed) then (select rows from tasks) end
$$;

revoke all on function public.calendar_feed(text) from public, anon, authenticated;
grant execute on function public.calendar_feed(text) to anon, authenticated;
revoke all on function public.calendar_feed_replace(text), public.calendar_feed_revoke() from public, anon, authenticated;
grant execute on function public.calendar_feed_replace(text), public.calendar_feed_revoke() to authenticated;
revoke all on function public.calendar_feeds_guard() from public, anon, authenticated;

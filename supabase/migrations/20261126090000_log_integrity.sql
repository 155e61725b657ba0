-- The reef log's integrity on the server (issue #29, "the server's clock decides", "conflicts are seen, not lost"):
-- versioned writes that refuse a change based on an older version and absorb a retried one, timestamps from the
-- database's clock only, ids that never change, a tank's tombstone reaching its entries, a purge that never removes a
-- live entry, bounded jsonb, and the API roles holding only the privileges the app uses.
--
-- What a client sees (PostgREST turns SQLSTATE PTxyz into HTTP xyz; other codes follow its table):
--   version conflict          SQLSTATE PT409 → HTTP 409, message 'version conflict on <table> <id>: …'
--   row refused (id change, bounds, checks)  SQLSTATE 23514 → HTTP 400
--   another keeper's row      SQLSTATE 42501 → HTTP 403 (row-level security, before any trigger runs)

-- ---------------------------------------------------------------------------------------------------- existing rows
-- Made while the previous trigger is still in place, so every row changed here gets a new updated_at and reaches the
-- other devices through their next pull. Only once: when the version column exists, this migration ran before.
do $$
begin
  if exists (select 1 from information_schema.columns
             where table_schema = 'public' and table_name = 'log_entries' and column_name = 'version') then
    return;
  end if;
  -- `typed` holds what the keeper typed, as text: a number or boolean becomes its text, anything else is dropped (a
  -- non-string value crashed the entry form on every synced device).
  update public.log_entries
  set typed = (
    select coalesce(jsonb_object_agg(e.key, case jsonb_typeof(e.value) when 'string' then e.value else to_jsonb(e.value #>> '{}') end), '{}'::jsonb)
    from jsonb_each(typed) e
    where jsonb_typeof(e.value) in ('string', 'number', 'boolean')
  )
  where jsonb_typeof(typed) = 'object'
    and exists (select 1 from jsonb_each(typed) e where jsonb_typeof(e.value) <> 'string');

  -- A tombstone's deleted_at was the phone's clock. The server learned of the deletion at the latest when it last
  -- wrote the row (updated_at, its own clock), so that is the safe time to purge from: never earlier than it should.
  update public.log_tanks set deleted_at = updated_at where deleted_at is not null and deleted_at < updated_at;
  update public.log_entries set deleted_at = updated_at where deleted_at is not null and deleted_at < updated_at;
end;
$$;

-- ---------------------------------------------------------------------------------------------------- columns
-- version: the server's count of writes to the row (1 on insert, +1 on every applied update). Rows written before
-- this migration start at 1, like a fresh insert; the column's default (0) is never stored, the trigger sets it.
-- base_version: the version the client's change was based on; checked on update, not meaningful once stored.
-- change_id: the id of the client's change that produced the row's current content; a write carrying it again is a
-- retry of an applied change and changes nothing.
alter table public.log_tanks
  add column if not exists version bigint not null default 1,
  add column if not exists base_version bigint,
  add column if not exists change_id uuid;
alter table public.log_tanks alter column version set default 0;
alter table public.log_entries
  add column if not exists version bigint not null default 1,
  add column if not exists base_version bigint,
  add column if not exists change_id uuid;
alter table public.log_entries alter column version set default 0;

-- ---------------------------------------------------------------------------------------------------- bounds
-- true when `t` is absent or an object whose values are all strings (what the keeper typed, as typed)
create or replace function public.log_typed_ok(t jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select t is null or (jsonb_typeof(t) = 'object' and not exists (select 1 from jsonb_each(t) e where jsonb_typeof(e.value) <> 'string'))
$$;

-- 16 KB of PostgreSQL's own text form of the value (octet_length(col::text)): a real tank's targets or additives,
-- or an entry's values, are well under 1 KB.
alter table public.log_tanks
  drop constraint if exists log_tanks_targets_size,
  drop constraint if exists log_tanks_additives_size,
  add constraint log_tanks_targets_size check (octet_length(targets::text) <= 16384),
  add constraint log_tanks_additives_size check (additives is null or octet_length(additives::text) <= 16384);
alter table public.log_entries
  drop constraint if exists log_entries_values_size,
  drop constraint if exists log_entries_typed_size,
  drop constraint if exists log_entries_typed_strings,
  add constraint log_entries_values_size check (octet_length("values"::text) <= 16384),
  add constraint log_entries_typed_size check (typed is null or octet_length(typed::text) <= 16384),
  add constraint log_entries_typed_strings check (public.log_typed_ok(typed));

-- ---------------------------------------------------------------------------------------------------- writes
-- The server's own writes (a tank's tombstone reaching its entries, the purge) set the transaction-local setting
-- reef_log.server_write to 'on' around their statement. A setting rather than pg_trigger_depth(): the purge is not a
-- trigger, and the depth would let through any write made from inside any other trigger, where the setting names
-- exactly these two writers. No client can set it: PostgREST runs only its own statements on the exposed tables and
-- functions, and set_config is not among them. Even so, a server write may change nothing but deleted_at (below).
create or replace function public.log_touch()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  server_write boolean := coalesce(current_setting('reef_log.server_write', true), '') = 'on';
  change_sent boolean;
  wanted_deleted_at timestamptz;
begin
  if tg_op = 'INSERT' then
    -- The database's clock, whatever the client sent. base_version and change_id are kept as sent: in
    -- `insert … on conflict (id) do update set col = excluded.col` (a PostgREST upsert) EXCLUDED is this row as this
    -- branch leaves it, and the update branch below must still see them.
    new.created_at := now();
    new.updated_at := now();
    new.version := 1;
    new.deleted_at := case when new.deleted_at is null then null else now() end;
    return new;
  end if;

  -- set by log_change_sent() just before, for this row, when the statement's SET list names change_id
  change_sent := current_setting('reef_log.change_sent', true) = old.id::text;
  perform set_config('reef_log.change_sent', '', true);

  if new.id is distinct from old.id then
    raise exception using
      errcode = 'check_violation',
      message = format('the id of a %s row cannot change', tg_table_name),
      detail = format('row %s', old.id);
  end if;

  if server_write then
    -- only the tombstone: every other column stays as stored
    wanted_deleted_at := new.deleted_at;
    new := old;
    new.deleted_at := wanted_deleted_at;
  elsif change_sent and new.change_id is not null and new.change_id = old.change_id then
    -- a retry of the change that produced the stored row (its response was lost): nothing changes, and the
    -- client gets the stored row back as the acknowledgement
    return old;
  elsif new.base_version is distinct from old.version then
    raise exception using
      errcode = 'PT409',
      message = format('version conflict on %s %s: the server has version %s, the change was based on %s',
        tg_table_name, old.id, old.version, coalesce('version ' || new.base_version, 'no version')),
      detail = json_build_object('table', tg_table_name, 'id', old.id, 'version', old.version, 'base_version', new.base_version)::text,
      hint = 'Fetch the row, then keep one version or the other and send it again based on the server''s version.';
  end if;

  new.version := old.version + 1;
  new.updated_at := now();
  new.created_at := old.created_at;
  new.user_id := old.user_id;
  -- The tombstone keeps the time the server first learned of the deletion; clearing deleted_at restores the row.
  new.deleted_at := case
    when new.deleted_at is null then null
    when old.deleted_at is not null then old.deleted_at
    else now()
  end;
  return new;
end;
$$;
-- (the triggers log_tanks_touch and log_entries_touch of the reef log migration already run log_touch() before
-- every insert and update)

-- An UPDATE whose SET list leaves change_id out (a PATCH of some columns) keeps the stored change_id in NEW; without
-- this it would pass for a retry and change nothing, silently. A column trigger fires only when the SET list names
-- the column (an upsert's `do update set change_id = excluded.change_id` does); it runs just before log_touch()
-- (triggers of one event fire in name order) and tells it so, for this row only.
create or replace function public.log_change_sent()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform set_config('reef_log.change_sent', new.id::text, true);
  return new;
end;
$$;

drop trigger if exists log_tanks_change_sent on public.log_tanks;
create trigger log_tanks_change_sent before update of change_id on public.log_tanks
  for each row execute function public.log_change_sent();
drop trigger if exists log_entries_change_sent on public.log_entries;
create trigger log_entries_change_sent before update of change_id on public.log_entries
  for each row execute function public.log_change_sent();

-- A tank that becomes a tombstone tombstones its live entries in the same statement, so other devices learn of it
-- through the entries' own updated_at, and the purge never meets a live entry under a purged tank.
create or replace function public.log_tank_tombstone_entries()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  previous text := current_setting('reef_log.server_write', true);
begin
  perform set_config('reef_log.server_write', 'on', true);
  update public.log_entries set deleted_at = now() where tank_id = new.id and deleted_at is null;
  perform set_config('reef_log.server_write', coalesce(previous, ''), true);
  return null;
end;
$$;

drop trigger if exists log_tanks_tombstone_entries on public.log_tanks;
create trigger log_tanks_tombstone_entries after update on public.log_tanks
  for each row when (old.deleted_at is null and new.deleted_at is not null)
  execute function public.log_tank_tombstone_entries();

-- ---------------------------------------------------------------------------------------------------- purge
-- Tombstones the server learned of more than `horizon` ago go (deleted_at is the server's clock now). A live entry
-- is never deleted: live entries left in a tank purged-to-be (added after its deletion by a device that had not yet
-- seen it) are tombstoned now instead, and the tank waits until none of its entries is left.
create or replace function public.log_purge_tombstones(horizon interval default interval '90 days')
returns integer
language plpgsql
set search_path = ''
as $$
declare
  cutoff timestamptz := now() - horizon;
  previous text := current_setting('reef_log.server_write', true);
  n integer;
  m integer;
begin
  perform set_config('reef_log.server_write', 'on', true);
  update public.log_entries e set deleted_at = now()
  where e.deleted_at is null
    and exists (select 1 from public.log_tanks t where t.id = e.tank_id and t.deleted_at < cutoff);
  perform set_config('reef_log.server_write', coalesce(previous, ''), true);

  delete from public.log_entries where deleted_at < cutoff;
  get diagnostics n = row_count;
  delete from public.log_tanks t
  where t.deleted_at < cutoff
    and not exists (select 1 from public.log_entries e where e.tank_id = t.id);
  get diagnostics m = row_count;
  return n + m;
end;
$$;

-- ---------------------------------------------------------------------------------------------------- server clock
-- The database's clock, for the client's re-sync horizon (measured on the server's clock, not the phone's).
create or replace function public.log_server_now()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select now()
$$;

-- ---------------------------------------------------------------------------------------------------- privileges
-- Supabase's default privileges grant everything on new tables and functions in public to anon and authenticated,
-- so each grant below is made explicitly after revoking all. What the site uses (lib/log/sync, lib/account):
--   log_tanks, log_entries: select, insert, update by authenticated (an upsert is insert + update; a deletion is a
--     tombstone, an update); nothing by anon.
--   usernames: nothing by either; claim_username() (security definer) writes it.
revoke all on table public.log_tanks, public.log_entries from public, anon, authenticated;
grant select, insert, update on table public.log_tanks, public.log_entries to authenticated;

revoke all on table public.usernames from public, anon, authenticated;
drop policy if exists "Usernames are publicly readable" on public.usernames;

revoke all on function public.log_server_now() from public, anon, authenticated;
grant execute on function public.log_server_now() to authenticated;

revoke all on function public.log_purge_tombstones(interval) from public, anon, authenticated;
revoke all on function public.log_touch() from public, anon, authenticated;
revoke all on function public.log_tank_tombstone_entries() from public, anon, authenticated;
revoke all on function public.log_change_sent() from public, anon, authenticated;

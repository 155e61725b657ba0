-- Public tank pages and profiles (docs/public-pages.md). Nothing is public by default: a keeper makes a profile public
-- (public_profiles.is_public) and shares a tank (tank_shares.enabled) with the sections they choose. What an anonymous
-- visitor or another account may read is decided here, in the database, never by the pages:
--   - public_profiles and tank_shares: row policies that say "only while public", and column grants that leave out
--     the owner's account id (no API role may select user_id; the e-mail lives only in auth.users);
--   - the log's rows: public_tank_entries() and public_tank_targets(), security definer, returning chosen columns and
--     chosen keys of each entry's values for the sections shown, and nothing once the share is off;
--   - photos: a public copy `public/<photo id>.<jpg|webp>` in log-photos (no account id in its name), readable only
--     while its entry is public; avatars: a copy `public/<avatar id>` in the public avatars bucket;
--   - tank_follows (owner-only rows), reports (insert-only, rate-limited, read by the service role only);
--   - usernames that cannot impersonate (reserved names, names confusable with another account's).

-- ---------------------------------------------------------------------------------------------------- usernames
-- The format (^[a-z0-9_]{3,30}$) already refuses every non-ASCII letter, so a Cyrillic "а" or a full-width "ａ"
-- never passes. What is left are look-alikes inside ASCII: the skeleton folds them (underscores dropped, 0 → o,
-- 1 and i → l, rn → m, vv → w), and two names with one skeleton are one name.
create or replace function public.username_skeleton(u text)
returns text
language sql
immutable
set search_path = ''
as $$
  select replace(replace(translate(replace(lower(u), '_', ''), '01i', 'oll'), 'rn', 'm'), 'vv', 'w')
$$;

-- Names that speak for the site, its staff or its addresses (/u, /api, /community …), compared by skeleton; a name
-- whose skeleton contains the brand or a staff title is refused too ("reefcalc_jp", "the_moderator", "0fficial").
create or replace function public.username_reserved(u text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select public.username_skeleton(u) = any (array(select public.username_skeleton(r) from unnest(array[
      'admin', 'administrator', 'root', 'support', 'help', 'helpdesk', 'reefcalc', 'api', 'u', 'community', 'official',
      'moderator', 'mod', 'mods', 'staff', 'team', 'system', 'security', 'abuse', 'report', 'reports', 'login', 'logout',
      'signin', 'signup', 'register', 'settings', 'account', 'accounts', 'profile', 'profiles', 'null', 'undefined',
      'anonymous', 'anon', 'www', 'mail', 'email', 'noreply', 'no_reply', 'postmaster', 'webmaster', 'about', 'terms',
      'privacy', 'legal', 'contact', 'blog', 'docs', 'static', 'assets', 'public', 'log', 'tools', 'calendar', 'owner',
      'service', 'service_role', 'authenticated', 'supabase'
    ]) r))
    or public.username_skeleton(u) ~ '(reefcalc|moderator|offlclal|supabase)'
$$;

create or replace function public.usernames_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  skeleton text := public.username_skeleton(new.username);
begin
  if new.username !~ '^[a-z0-9_]{3,30}$' or public.username_reserved(new.username) then
    raise exception 'username % is reserved or not allowed', new.username using errcode = 'check_violation';
  end if;
  -- one claim of a skeleton at a time, so two look-alikes claimed at the same moment cannot both pass
  perform pg_advisory_xact_lock(hashtext('username:' || skeleton));
  if exists (
    select 1 from public.usernames n
    where n.user_id <> new.user_id and public.username_skeleton(n.username) = skeleton
  ) then
    raise exception 'username % is too like another keeper''s', new.username using errcode = 'unique_violation';
  end if;
  return new;
end;
$$;
drop trigger if exists usernames_guard on public.usernames;
create trigger usernames_guard before insert or update of username on public.usernames
  for each row execute function public.usernames_guard();
create index if not exists usernames_skeleton_idx on public.usernames (public.username_skeleton(username));

-- claim_username() as before, and 'invalid' for a reserved name (the trigger's check_violation); a look-alike of
-- another account's name is 'taken' (its unique_violation).
create or replace function public.claim_username(new_username text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    return 'signed_out';
  end if;
  if new_username is null or new_username = '' then
    delete from public.usernames where user_id = uid;
    return 'ok';
  end if;
  if new_username !~ '^[a-z0-9_]{3,30}$' or public.username_reserved(new_username) then
    return 'invalid';
  end if;
  if exists (select 1 from public.usernames where username = new_username and user_id <> uid) then
    return 'taken';
  end if;
  insert into public.usernames (username, user_id)
  values (new_username, uid)
  on conflict (user_id) do update set username = excluded.username, claimed_at = now();
  return 'ok';
exception
  when unique_violation then
    return 'taken';
  when check_violation then
    return 'invalid';
end;
$$;
revoke all on function public.claim_username(text) from public;
grant execute on function public.claim_username(text) to authenticated;

-- ---------------------------------------------------------------------------------------------------- journal values
-- A journal post (kind 'journal'): an optional title, the text, the photos shown with it (ids of photo entries of
-- the same tank), and whether it is published. Without `published: true` a post is a draft and is never public.
create or replace function public.log_journal_values_ok(v jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_typeof(v) = 'object'
    and public.log_keys_in(v, array['title', 'body', 'photoIds', 'published'])
    and public.log_text_or_null(v -> 'title', 200)
    and jsonb_typeof(v -> 'body') = 'string' and char_length(v ->> 'body') <= 10000
    and (v -> 'photoIds' is null or (
      jsonb_typeof(v -> 'photoIds') = 'array' and jsonb_array_length(v -> 'photoIds') <= 20
      and not exists (select 1 from jsonb_array_elements(v -> 'photoIds') p
                      where jsonb_typeof(p) <> 'string' or not public.log_uuid_or_null(p))))
    and (v -> 'published' is null or jsonb_typeof(v -> 'published') = 'boolean'), false)
$$;
alter table public.log_entries
  drop constraint if exists log_entries_journal_values,
  add constraint log_entries_journal_values check (kind <> 'journal' or public.log_journal_values_ok("values"));

-- ---------------------------------------------------------------------------------------------------- profiles
create table if not exists public.public_profiles (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  -- the owner's claimed username, copied by the trigger below (never sent by a client); null without one, and a
  -- profile without a username is never public
  username text unique references public.usernames (username) on update cascade on delete set null,
  display_name text check (char_length(display_name) <= 60),
  bio text check (char_length(bio) <= 1000),
  location text check (char_length(location) <= 100),
  -- [{label, url}], https only, at most 5
  links jsonb not null default '[]'::jsonb check (
    jsonb_typeof(links) = 'array' and jsonb_array_length(links) <= 5 and octet_length(links::text) <= 4096
  ),
  -- the public copy of the avatar, `public/<avatar_id>` in the avatars bucket; null shows none
  avatar_id uuid unique,
  is_public boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create or replace function public.public_links_ok(l jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select not exists (
    select 1 from jsonb_array_elements(l) x
    where jsonb_typeof(x) <> 'object'
       or not public.log_keys_in(x, array['label', 'url'])
       or jsonb_typeof(x -> 'label') <> 'string' or char_length(x ->> 'label') not between 1 and 40
       or jsonb_typeof(x -> 'url') <> 'string' or char_length(x ->> 'url') > 300
       or (x ->> 'url') !~ '^https://[^\s/?#@]+\.[^\s/?#@]+(/[^\s]*)?$'
  )
$$;
alter table public.public_profiles
  drop constraint if exists public_profiles_links_ok,
  add constraint public_profiles_links_ok check (public.public_links_ok(links));

-- ---------------------------------------------------------------------------------------------------- shares
create table if not exists public.tank_shares (
  tank_id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- the share's public handle (follows and reports name it); not the tank's id
  id uuid not null unique default gen_random_uuid(),
  username text references public.usernames (username) on update cascade on delete set null,
  slug text not null check (slug ~ '^[a-z0-9]([a-z0-9-]{0,58}[a-z0-9])?$'),
  enabled boolean not null default false,
  show_readings boolean not null default false,
  show_trends boolean not null default false,
  show_livestock boolean not null default false,
  show_icp boolean not null default false,
  show_journal boolean not null default false,
  kind text not null default 'mixed_reef' check (kind in ('mixed_reef', 'sps', 'lps_soft', 'fish_only', 'nano', 'other')),
  description text check (char_length(description) <= 2000),
  -- a photo entry of this tank shown on the card and the social image
  cover_photo_id uuid,
  -- copied from the tank by the triggers below, so the community listing reads one table through one index
  tank_name text not null default '',
  tank_volume_l numeric not null default 0,
  -- the share's, the tank's or a shown entry's latest change: "recently updated" in the community listing
  activity_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, slug),
  foreign key (tank_id, user_id) references public.log_tanks (id, user_id) on delete cascade
);

-- The community listing: recently updated public tanks, optionally of one kind, in pages by keyset
-- (activity_at, id) < (last card's), the volume band filtered from the index itself.
create index if not exists tank_shares_listing_idx on public.tank_shares (activity_at desc, id desc)
  include (tank_volume_l, kind) where enabled and username is not null;
create index if not exists tank_shares_listing_kind_idx on public.tank_shares (kind, activity_at desc, id desc)
  include (tank_volume_l) where enabled and username is not null;
create index if not exists tank_shares_user_idx on public.tank_shares (user_id);

-- ---------------------------------------------------------------------------------------------------- derived columns
-- username, and a share's tank name and volume, come from the tables that own them; created_at and user_id never
-- change; updated_at is the server's clock.
create or replace function public.public_profiles_derive()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.username := (select n.username from public.usernames n where n.user_id = new.user_id);
  if tg_op = 'UPDATE' then
    new.user_id := old.user_id;
    new.created_at := old.created_at;
  else
    new.created_at := now();
  end if;
  new.updated_at := now();
  return new;
end;
$$;
drop trigger if exists public_profiles_derive on public.public_profiles;
create trigger public_profiles_derive before insert or update on public.public_profiles
  for each row execute function public.public_profiles_derive();

create or replace function public.tank_shares_derive()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  t record;
begin
  if tg_op = 'UPDATE' then
    new.user_id := old.user_id;
    new.tank_id := old.tank_id;
    new.id := old.id;
    new.created_at := old.created_at;
  else
    new.created_at := now();
  end if;
  new.username := (select n.username from public.usernames n where n.user_id = new.user_id);
  select lt.name, lt.volume_l, lt.deleted_at into t from public.log_tanks lt where lt.id = new.tank_id and lt.user_id = new.user_id;
  if found then
    new.tank_name := t.name;
    new.tank_volume_l := t.volume_l;
    -- a deleted tank is never public
    if t.deleted_at is not null then
      new.enabled := false;
    end if;
  end if;
  new.updated_at := now();
  new.activity_at := now();
  return new;
end;
$$;
drop trigger if exists tank_shares_derive on public.tank_shares;
create trigger tank_shares_derive before insert or update on public.tank_shares
  for each row execute function public.tank_shares_derive();

-- A username claimed again after it was given up reaches the keeper's profile and shares (a rename reaches them
-- through the foreign keys' `on update cascade`, a release sets them to null through `on delete set null`).
create or replace function public.usernames_to_public()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.public_profiles p set username = new.username where p.user_id = new.user_id and p.username is null;
  update public.tank_shares s set username = new.username where s.user_id = new.user_id and s.username is null;
  return null;
end;
$$;
drop trigger if exists usernames_to_public on public.usernames;
create trigger usernames_to_public after insert on public.usernames
  for each row execute function public.usernames_to_public();

-- A tank's new name or volume reaches its share; its tombstone switches the share off.
create or replace function public.log_tanks_to_share()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.tank_shares s set tank_name = s.tank_name
  where s.tank_id = new.id
    and (new.name is distinct from old.name or new.volume_l is distinct from old.volume_l
         or (new.deleted_at is not null and old.deleted_at is null) or s.tank_name <> new.name);
  return null;
end;
$$;
drop trigger if exists log_tanks_to_share on public.log_tanks;
create trigger log_tanks_to_share after update on public.log_tanks
  for each row execute function public.log_tanks_to_share();

-- A change to an entry a public page may show makes its tank "recently updated" (one statement per write).
create or replace function public.log_entries_to_share()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.tank_shares s set activity_at = now()
  where s.tank_id in (select c.tank_id from changed c where c.kind in ('test', 'animal', 'photo', 'icp', 'journal'))
    and s.activity_at < now();
  return null;
end;
$$;
drop trigger if exists log_entries_to_share_insert on public.log_entries;
create trigger log_entries_to_share_insert after insert on public.log_entries
  referencing new table as changed for each statement execute function public.log_entries_to_share();
drop trigger if exists log_entries_to_share_update on public.log_entries;
create trigger log_entries_to_share_update after update on public.log_entries
  referencing new table as changed for each statement execute function public.log_entries_to_share();

-- ---------------------------------------------------------------------------------------------------- follows
create table if not exists public.tank_follows (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  share_id uuid not null references public.tank_shares (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, share_id)
);
create index if not exists tank_follows_share_idx on public.tank_follows (share_id);

-- ---------------------------------------------------------------------------------------------------- reports
create table if not exists public.reports (
  id uuid primary key default gen_random_uuid(),
  reporter_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- what is reported: a profile (its username), a tank (its share id), a post or a photo (the entry's id)
  target_kind text not null check (target_kind in ('profile', 'tank', 'post', 'photo')),
  target text not null check (char_length(target) between 1 and 100),
  reason text not null check (reason in ('spam', 'impersonation', 'harassment', 'inappropriate', 'other')),
  note text check (char_length(note) <= 1000),
  created_at timestamptz not null default now()
);
create index if not exists reports_reporter_idx on public.reports (reporter_id, created_at);

-- At most 5 reports an hour and 20 a day per account, and one per target a day: a report beyond is refused with
-- SQLSTATE PT429 (HTTP 429). The count runs as the definer, since nobody but the service role reads the table.
create or replace function public.reports_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.reporter_id := auth.uid();
  new.created_at := now();
  if new.reporter_id is null then
    raise exception 'reports need a signed-in keeper' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtext('reports:' || new.reporter_id::text));
  if (select count(*) from public.reports r where r.reporter_id = new.reporter_id and r.created_at > now() - interval '1 hour') >= 5
     or (select count(*) from public.reports r where r.reporter_id = new.reporter_id and r.created_at > now() - interval '1 day') >= 20
     or exists (select 1 from public.reports r where r.reporter_id = new.reporter_id and r.target_kind = new.target_kind
                and r.target = new.target and r.created_at > now() - interval '1 day') then
    raise exception 'too many reports; try again later' using errcode = 'PT429';
  end if;
  return new;
end;
$$;
drop trigger if exists reports_rate_limit on public.reports;
create trigger reports_rate_limit before insert on public.reports
  for each row execute function public.reports_rate_limit();

-- ---------------------------------------------------------------------------------------------------- what is public
-- The entries of a shared tank a visitor may see, with the keys of their values a page shows, for the sections the
-- keeper chose; nothing when the share is off or the tank deleted. Internal (no API role may call it): the public
-- functions below call it.
--   test     readings: each parameter's latest value only; trends: every test (values: the parameters)
--   icp      lab, analytes (element, section, detection, value, limit, unit); not the report id or fingerprint
--   animal   living animals: speciesId, freeName, nickname, count, acquiredAt; not the price, source or placement
--   journal  published posts: title, body, photoIds
--   photo    a photo of a shown animal, of a shown post, or the cover: animalId, takenAt, width, height, mime;
--            never storagePath (it names the owner's account) or the checksum
create or replace function public.public_entries_of(p_tank uuid)
returns table (id uuid, kind text, at timestamptz, "values" jsonb, updated_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  with s as (
    select sh.* from public.tank_shares sh
    join public.log_tanks t on t.id = sh.tank_id and t.user_id = sh.user_id and t.deleted_at is null
    where sh.tank_id = p_tank and sh.enabled and sh.username is not null
  ),
  live as (
    select e.* from public.log_entries e join s on e.tank_id = s.tank_id and e.user_id = s.user_id
    where e.deleted_at is null
  ),
  tests (id, kind, at, "values", updated_at) as (
    select e.id, e.kind, e.at, e."values", e.updated_at from live e, s where e.kind = 'test' and s.show_trends
    union all
    select l.id, 'test', l.at, jsonb_object_agg(l.key, l.value), l.updated_at
    from (
      select distinct on (kv.key) e.id, e.at, e.updated_at, kv.key, kv.value
      from live e cross join lateral jsonb_each(e."values") kv, s
      where e.kind = 'test' and s.show_readings and not s.show_trends and jsonb_typeof(kv.value) = 'number'
      order by kv.key, e.at desc, e.id desc
    ) l
    group by l.id, l.at, l.updated_at
  ),
  icp (id, kind, at, "values", updated_at) as (
    select e.id, e.kind, e.at,
      jsonb_build_object('lab', e."values" -> 'lab', 'analytes', (
        select coalesce(jsonb_agg(jsonb_build_object('element', a -> 'element', 'section', a -> 'section',
          'detection', a -> 'detection', 'value', a -> 'value', 'limit', a -> 'limit', 'unit', a -> 'unit')), '[]'::jsonb)
        from jsonb_array_elements(e."values" -> 'analytes') a)),
      e.updated_at
    from live e, s where e.kind = 'icp' and s.show_icp
  ),
  animals (id, kind, at, "values", updated_at) as (
    select e.id, e.kind, e.at,
      jsonb_build_object('speciesId', e."values" -> 'speciesId', 'freeName', e."values" -> 'freeName',
        'nickname', e."values" -> 'nickname', 'count', e."values" -> 'count', 'acquiredAt', e."values" -> 'acquiredAt'),
      e.updated_at
    from live e, s where e.kind = 'animal' and s.show_livestock and e."values" ->> 'status' = 'alive'
  ),
  posts (id, kind, at, "values", updated_at) as (
    select e.id, e.kind, e.at,
      jsonb_build_object('title', e."values" -> 'title', 'body', e."values" -> 'body',
        'photoIds', coalesce(e."values" -> 'photoIds', '[]'::jsonb)),
      e.updated_at
    from live e, s where e.kind = 'journal' and s.show_journal and e."values" -> 'published' = 'true'::jsonb
  ),
  photos (id, kind, at, "values", updated_at) as (
    select e.id, e.kind, e.at,
      jsonb_build_object('animalId', e."values" -> 'animalId', 'takenAt', e."values" -> 'takenAt',
        'width', e."values" -> 'width', 'height', e."values" -> 'height', 'mime', e."values" -> 'mime'),
      e.updated_at
    from live e, s
    where e.kind = 'photo' and (
      e.id = s.cover_photo_id
      or (e."values" ->> 'animalId') in (select a.id::text from animals a)
      or exists (select 1 from posts p where p."values" -> 'photoIds' ? e.id::text)
    )
  )
  select * from tests union all select * from icp union all select * from animals
  union all select * from posts union all select * from photos
$$;

-- The public rows of the tank `slug` of the keeper `username`, for its page.
create or replace function public.public_tank_entries(p_username text, p_slug text)
returns table (id uuid, kind text, at timestamptz, "values" jsonb, updated_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select p.* from public.tank_shares s, public.public_entries_of(s.tank_id) p
  where s.username = p_username and s.slug = p_slug and s.enabled
  order by p.at, p.id
$$;

-- The tank's targets, when its readings or trends are shown; null otherwise (and for a tank that is not public).
create or replace function public.public_tank_targets(p_username text, p_slug text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select t.targets from public.tank_shares s
  join public.log_tanks t on t.id = s.tank_id and t.user_id = s.user_id and t.deleted_at is null
  where s.username = p_username and s.slug = p_slug and s.enabled and (s.show_readings or s.show_trends)
$$;

-- true while the photo entry `photo_id` is shown on a public page (the storage policy below asks it)
create or replace function public.public_photo_visible(photo_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.log_entries e, public.public_entries_of(e.tank_id) p
    where e.id = photo_id and e.kind = 'photo' and e.deleted_at is null and p.id = photo_id
  )
$$;

-- The community listing as one view of the public columns of shared tanks. It reads tank_shares as its owner, so
-- the planner uses the table's statistics (under row-level security it may not, and guessed selectivities turned the
-- listing into a sequential scan and a sort). Not a security_barrier view: a barrier keeps the volume filter out of
-- the index scan (numeric comparisons are not leakproof), and the API lets callers filter with built-in operators
-- only, which reveal nothing of rows the view's own condition (enabled, with a username) leaves out.
-- Pages: order by activity_at desc, id desc; the next page adds (activity_at, id) < (the last card's).
create or replace view public.community_tanks as
  select s.id, s.username, s.slug, s.tank_name, s.tank_volume_l, s.kind, s.description, s.cover_photo_id, s.activity_at
  from public.tank_shares s
  where s.enabled and s.username is not null;

-- ---------------------------------------------------------------------------------------------------- row security
alter table public.public_profiles enable row level security;
alter table public.tank_shares enable row level security;
alter table public.tank_follows enable row level security;
alter table public.reports enable row level security;

drop policy if exists "Public profiles are readable while public" on public.public_profiles;
create policy "Public profiles are readable while public" on public.public_profiles for select to anon, authenticated
  using (is_public and username is not null);
drop policy if exists "Keepers read their own profile" on public.public_profiles;
create policy "Keepers read their own profile" on public.public_profiles for select to authenticated
  using (user_id = (select auth.uid()));
drop policy if exists "Keepers add their own profile" on public.public_profiles;
create policy "Keepers add their own profile" on public.public_profiles for insert to authenticated
  with check (user_id = (select auth.uid()));
drop policy if exists "Keepers change their own profile" on public.public_profiles;
create policy "Keepers change their own profile" on public.public_profiles for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
drop policy if exists "Keepers delete their own profile" on public.public_profiles;
create policy "Keepers delete their own profile" on public.public_profiles for delete to authenticated
  using (user_id = (select auth.uid()));

drop policy if exists "Shared tanks are readable while shared" on public.tank_shares;
create policy "Shared tanks are readable while shared" on public.tank_shares for select to anon, authenticated
  using (enabled and username is not null);
drop policy if exists "Keepers read their own shares" on public.tank_shares;
create policy "Keepers read their own shares" on public.tank_shares for select to authenticated
  using (user_id = (select auth.uid()));
drop policy if exists "Keepers share their own tanks" on public.tank_shares;
create policy "Keepers share their own tanks" on public.tank_shares for insert to authenticated
  with check (user_id = (select auth.uid()));
drop policy if exists "Keepers change their own shares" on public.tank_shares;
create policy "Keepers change their own shares" on public.tank_shares for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
drop policy if exists "Keepers delete their own shares" on public.tank_shares;
create policy "Keepers delete their own shares" on public.tank_shares for delete to authenticated
  using (user_id = (select auth.uid()));

drop policy if exists "Keepers read their own follows" on public.tank_follows;
create policy "Keepers read their own follows" on public.tank_follows for select to authenticated
  using (user_id = (select auth.uid()));
drop policy if exists "Keepers follow shared tanks" on public.tank_follows;
create policy "Keepers follow shared tanks" on public.tank_follows for insert to authenticated
  with check (user_id = (select auth.uid())
    and exists (select 1 from public.tank_shares s where s.id = share_id and s.enabled and s.username is not null));
drop policy if exists "Keepers unfollow" on public.tank_follows;
create policy "Keepers unfollow" on public.tank_follows for delete to authenticated
  using (user_id = (select auth.uid()));

-- reports: a signed-in keeper inserts; no select, update or delete policy, so only the service role reads them
drop policy if exists "Keepers report" on public.reports;
create policy "Keepers report" on public.reports for insert to authenticated
  with check (reporter_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------------- privileges
-- Column grants: no API role may select user_id (or reporter_id); the owner's writes name only their own columns
-- (user_id is the default auth.uid(), checked by the policies). PostgREST callers therefore name their columns
-- (`select=username,slug,…`) and write with `Prefer: return=minimal`.
revoke all on table public.public_profiles, public.tank_shares, public.tank_follows, public.reports from public, anon, authenticated;

grant select (username, display_name, bio, location, links, avatar_id, is_public, updated_at)
  on public.public_profiles to anon, authenticated;
grant insert (display_name, bio, location, links, avatar_id, is_public),
      update (display_name, bio, location, links, avatar_id, is_public)
  on public.public_profiles to authenticated;
grant delete on public.public_profiles to authenticated;

grant select (id, username, slug, enabled, show_readings, show_trends, show_livestock, show_icp, show_journal,
              kind, description, cover_photo_id, tank_name, tank_volume_l, activity_at, updated_at)
  on public.tank_shares to anon, authenticated;
-- the owner finds the share of each of their tanks by its tank id
grant select (tank_id) on public.tank_shares to authenticated;
grant insert (tank_id, slug, enabled, show_readings, show_trends, show_livestock, show_icp, show_journal, kind,
              description, cover_photo_id),
      update (slug, enabled, show_readings, show_trends, show_livestock, show_icp, show_journal, kind, description,
              cover_photo_id)
  on public.tank_shares to authenticated;
grant delete on public.tank_shares to authenticated;

grant select (share_id, created_at), insert (share_id), delete on public.tank_follows to authenticated;

grant insert (target_kind, target, reason, note) on public.reports to authenticated;

grant all on table public.public_profiles, public.tank_shares, public.tank_follows, public.reports to service_role;

revoke all on table public.community_tanks from public, anon, authenticated;
grant select on table public.community_tanks to anon, authenticated, service_role;

revoke all on function public.public_entries_of(uuid) from public, anon, authenticated;
revoke all on function public.public_tank_entries(text, text), public.public_tank_targets(text, text),
  public.public_photo_visible(uuid) from public, anon, authenticated;
grant execute on function public.public_tank_entries(text, text), public.public_tank_targets(text, text),
  public.public_photo_visible(uuid) to anon, authenticated;
revoke all on function public.usernames_guard(), public.usernames_to_public(), public.public_profiles_derive(), public.tank_shares_derive(),
  public.log_tanks_to_share(), public.log_entries_to_share(), public.reports_rate_limit() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------- storage
-- Public copies of log photos: `public/<photo id>.<jpg|webp>` in the private log-photos bucket. The owner writes the
-- copy of their own photo entry (the site copies it when the photo becomes public); anyone reads it only while the
-- entry is shown on a public page (public_photo_visible), so a share switched off closes it at once. The name holds
-- no account id; the site's photo route downloads it by the photo id alone.
create or replace function public.public_copy_photo_id(object_name text)
returns uuid
language sql
immutable
set search_path = ''
as $$
  select (substring(object_name from '^public/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|webp)$'))::uuid
$$;

drop policy if exists "Public photo copies are readable while public" on storage.objects;
create policy "Public photo copies are readable while public" on storage.objects for select to anon, authenticated
  using (bucket_id = 'log-photos' and public.public_photo_visible(public.public_copy_photo_id(name)));

drop policy if exists "Keepers read their own public photo copies" on storage.objects;
create policy "Keepers read their own public photo copies" on storage.objects for select to authenticated
  using (bucket_id = 'log-photos' and exists (
    select 1 from public.log_entries e
    where e.id = public.public_copy_photo_id(name) and e.kind = 'photo' and e.user_id = (select auth.uid())));
drop policy if exists "Keepers copy their own photos to public" on storage.objects;
create policy "Keepers copy their own photos to public" on storage.objects for insert to authenticated
  with check (bucket_id = 'log-photos' and exists (
    select 1 from public.log_entries e
    where e.id = public.public_copy_photo_id(name) and e.kind = 'photo' and e.user_id = (select auth.uid())));
drop policy if exists "Keepers replace their own public photo copies" on storage.objects;
create policy "Keepers replace their own public photo copies" on storage.objects for update to authenticated
  using (bucket_id = 'log-photos' and exists (
    select 1 from public.log_entries e
    where e.id = public.public_copy_photo_id(name) and e.kind = 'photo' and e.user_id = (select auth.uid())))
  with check (bucket_id = 'log-photos' and exists (
    select 1 from public.log_entries e
    where e.id = public.public_copy_photo_id(name) and e.kind = 'photo' and e.user_id = (select auth.uid())));
drop policy if exists "Keepers delete their own public photo copies" on storage.objects;
create policy "Keepers delete their own public photo copies" on storage.objects for delete to authenticated
  using (bucket_id = 'log-photos' and exists (
    select 1 from public.log_entries e
    where e.id = public.public_copy_photo_id(name) and e.kind = 'photo' and e.user_id = (select auth.uid())));

-- Public avatars: `public/<avatar id>` in the public avatars bucket, where avatar_id is the keeper's own
-- public_profiles.avatar_id. Storage serves it by its public URL, which names no account. Security definer: no API
-- role may select public_profiles.user_id, and every policy on storage.objects is evaluated for every upload.
create or replace function public.public_avatar_is_own(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.public_profiles p
    where p.user_id = (select auth.uid()) and p.avatar_id is not null and object_name = 'public/' || p.avatar_id::text
  )
$$;
revoke all on function public.public_avatar_is_own(text) from public, anon;
grant execute on function public.public_avatar_is_own(text) to authenticated;
drop policy if exists "Keepers read their own public avatar" on storage.objects;
create policy "Keepers read their own public avatar" on storage.objects for select to authenticated
  using (bucket_id = 'avatars' and public.public_avatar_is_own(name));
drop policy if exists "Keepers upload their public avatar" on storage.objects;
create policy "Keepers upload their public avatar" on storage.objects for insert to authenticated
  with check (bucket_id = 'avatars' and public.public_avatar_is_own(name));
drop policy if exists "Keepers replace their public avatar" on storage.objects;
create policy "Keepers replace their public avatar" on storage.objects for update to authenticated
  using (bucket_id = 'avatars' and public.public_avatar_is_own(name))
  with check (bucket_id = 'avatars' and public.public_avatar_is_own(name));
drop policy if exists "Keepers delete their public avatar" on storage.objects;
create policy "Keepers delete their public avatar" on storage.objects for delete to authenticated
  using (bucket_id = 'avatars' and public.public_avatar_is_own(name));

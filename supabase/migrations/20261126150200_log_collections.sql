-- Fish and coral collections (lib/collection/model.ts): animals, their events and photos' metadata are entries of the
-- kinds 'animal', 'animal_event' and 'photo' in log_entries (allowed by 20261126143000_log_entry_kinds.sql), so they
-- share the log's sync, versions, tombstones and row-level security. Each kind's values are checked here by a named
-- constraint; the browser refuses the same shapes before an import (lib/collection/values.ts).
-- The photos themselves live in the private Storage bucket `log-photos`, one folder per keeper.

-- true when `v` is absent (SQL or JSON null) or a JSON string of at most `n` characters
create or replace function public.log_text_or_null(v jsonb, n integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select v is null or jsonb_typeof(v) = 'null' or (jsonb_typeof(v) = 'string' and char_length(v #>> '{}') <= n)
$$;

-- true when `v` is absent, null or a uuid in text
create or replace function public.log_uuid_or_null(v jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select v is null or jsonb_typeof(v) = 'null'
    or (jsonb_typeof(v) = 'string' and (v #>> '{}') ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')
$$;

-- true when `v` is a JSON integer in [lo, hi]
create or replace function public.log_int_in(v jsonb, lo numeric, hi numeric)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select v is not null and jsonb_typeof(v) = 'number' and (v #>> '{}')::numeric between lo and hi
    and (v #>> '{}')::numeric = trunc((v #>> '{}')::numeric)
$$;

-- An animal's place in the tank: a zone, and for a coral its height above the bottom (cm) and the PAR there.
create or replace function public.log_placement_ok(p jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p is null or jsonb_typeof(p) = 'null' or (
    jsonb_typeof(p) = 'object'
    and public.log_keys_in(p, array['zone', 'heightCm', 'par'])
    and p ->> 'zone' in ('upper', 'middle', 'lower', 'sand', 'other')
    and public.log_num_in(p -> 'heightCm', 0, 1000)
    and public.log_num_in(p -> 'par', 0, 3000)            -- µmol/m²/s
  )
$$;

create or replace function public.log_animal_values_ok(v jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(v) = 'object'
    and public.log_keys_in(v, array['speciesId', 'freeName', 'nickname', 'count', 'acquiredAt', 'source', 'price', 'placement', 'status'])
    and public.log_text_or_null(v -> 'speciesId', 100)
    and public.log_text_or_null(v -> 'freeName', 200)
    and coalesce(char_length(btrim(v ->> 'speciesId')), 0) + coalesce(char_length(btrim(v ->> 'freeName')), 0) > 0
    and public.log_text_or_null(v -> 'nickname', 100)
    and public.log_int_in(v -> 'count', 1, 10000)
    and public.log_text_or_null(v -> 'acquiredAt', 40)
    and jsonb_typeof(v -> 'source') = 'object'
    and public.log_keys_in(v -> 'source', array['kind', 'text', 'parentAnimalId'])
    and v #>> '{source,kind}' in ('shop', 'frag-swap', 'own-frag', 'other')
    and public.log_text_or_null(v #> '{source,text}', 500)
    and public.log_uuid_or_null(v #> '{source,parentAnimalId}')
    and (
      v -> 'price' is null or jsonb_typeof(v -> 'price') = 'null' or (
        jsonb_typeof(v -> 'price') = 'object'
        and public.log_keys_in(v -> 'price', array['amount', 'currency'])
        and jsonb_typeof(v #> '{price,amount}') = 'number'
        and public.log_num_in(v #> '{price,amount}', 0, 100000000)
        and (v #>> '{price,currency}') ~ '^[A-Z]{3}$'
      )
    )
    and public.log_placement_ok(v -> 'placement')
    and v ->> 'status' in ('alive', 'lost', 'rehomed')
$$;

create or replace function public.log_animal_event_values_ok(v jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(v) = 'object'
    and public.log_keys_in(v, array['animalId', 'type', 'cause', 'childAnimalId', 'parentAnimalId', 'placement'])
    and v -> 'animalId' is not null and jsonb_typeof(v -> 'animalId') = 'string' and public.log_uuid_or_null(v -> 'animalId')
    and v ->> 'type' in ('added', 'moved', 'fragged', 'lost', 'rehomed', 'note')
    and public.log_text_or_null(v -> 'cause', 500)
    and public.log_uuid_or_null(v -> 'childAnimalId')
    and public.log_uuid_or_null(v -> 'parentAnimalId')
    and public.log_placement_ok(v -> 'placement')
$$;

-- A photo's metadata. The picture is resized in the browser (long edge at most 2,048 px) and its thumbnail is under
-- 30 KB; storagePath is `<owner's id>/<photo id>.<jpg|webp>` once uploaded.
create or replace function public.log_photo_values_ok(v jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(v) = 'object'
    and public.log_keys_in(v, array['animalId', 'takenAt', 'width', 'height', 'bytes', 'thumbBytes', 'mime', 'storagePath', 'sha256'])
    and public.log_uuid_or_null(v -> 'animalId')
    and jsonb_typeof(v -> 'takenAt') = 'string' and char_length(v ->> 'takenAt') <= 40
    and public.log_int_in(v -> 'width', 1, 2048)
    and public.log_int_in(v -> 'height', 1, 2048)
    and public.log_int_in(v -> 'bytes', 1, 10485760)
    and public.log_int_in(v -> 'thumbBytes', 1, 30719)
    and v ->> 'mime' in ('image/jpeg', 'image/webp')
    and (
      v -> 'storagePath' is null or jsonb_typeof(v -> 'storagePath') = 'null'
      or (v ->> 'storagePath') ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}\.(jpg|webp)$'
    )
    and (v ->> 'sha256') ~ '^[0-9a-f]{64}$'
$$;

alter table public.log_entries
  drop constraint if exists log_entries_animal_values,
  drop constraint if exists log_entries_animal_event_values,
  drop constraint if exists log_entries_photo_values,
  add constraint log_entries_animal_values check (kind <> 'animal' or public.log_animal_values_ok("values")),
  add constraint log_entries_animal_event_values check (kind <> 'animal_event' or public.log_animal_event_values_ok("values")),
  add constraint log_entries_photo_values check (kind <> 'photo' or public.log_photo_values_ok("values"));

-- Photos: a private bucket (no public URLs), JPEG, WebP or PNG only, at most 10 MB an object. A keeper reads and
-- writes only inside the folder named after their id; nobody else, and no anonymous visitor, sees any of it.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('log-photos', 'log-photos', false, 10485760, array['image/jpeg', 'image/webp', 'image/png'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

drop policy if exists "Keepers read their own log photos" on storage.objects;
create policy "Keepers read their own log photos"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'log-photos' and (storage.foldername(name))[1] = (select auth.uid())::text);

drop policy if exists "Keepers upload their own log photos" on storage.objects;
create policy "Keepers upload their own log photos"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'log-photos' and (storage.foldername(name))[1] = (select auth.uid())::text);

drop policy if exists "Keepers replace their own log photos" on storage.objects;
create policy "Keepers replace their own log photos"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'log-photos' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'log-photos' and (storage.foldername(name))[1] = (select auth.uid())::text);

drop policy if exists "Keepers delete their own log photos" on storage.objects;
create policy "Keepers delete their own log photos"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'log-photos' and (storage.foldername(name))[1] = (select auth.uid())::text);

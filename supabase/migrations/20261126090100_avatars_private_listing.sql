-- Profile pictures, tightened: nobody lists the avatars bucket, and a keeper's folder holds one avatar.
--
-- Before this migration anyone could select every row of storage.objects in the bucket, so the Storage API's
-- list endpoint gave out every keeper's user id, and a keeper could store any number of files in their folder.
--
-- The bucket stays public: Storage serves /object/public/avatars/... without consulting these policies, which is
-- how the site shows pictures (it stores that public URL in the account and renders it with <img>). Every call
-- through the API (list, download with a token, the select an upsert needs) is decided here.

-- Reads: only the keeper's own folder, only for the keeper. An upload with upsert is an
-- `insert … on conflict do update`, which needs to read the existing row; deleting by name needs it too.
drop policy if exists "Avatars are publicly readable" on storage.objects;
drop policy if exists "Keepers read their own avatar folder" on storage.objects;
create policy "Keepers read their own avatar folder"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- Writes: exactly `<user id>/avatar`, the one name the site uploads to (lib/account/avatar.ts avatarPath). The
-- picture's type is its content type, so replacing a PNG with a JPEG replaces the object instead of adding one.
drop policy if exists "Users upload their own avatar" on storage.objects;
drop policy if exists "Keepers upload their one avatar" on storage.objects;
create policy "Keepers upload their one avatar"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'avatars' and name = (select auth.uid())::text || '/avatar');

drop policy if exists "Users replace their own avatar" on storage.objects;
drop policy if exists "Keepers replace their one avatar" on storage.objects;
create policy "Keepers replace their one avatar"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'avatars' and name = (select auth.uid())::text || '/avatar')
  with check (bucket_id = 'avatars' and name = (select auth.uid())::text || '/avatar');

-- Deletes stay folder-wide (from 20261122060000_avatars.sql, "Users delete their own avatar"): files stored under
-- the names the site used before (`avatar.png`, `avatar.jpg`, `avatar.webp`) can still be removed by their owner.

-- Unique usernames. The profile keeps its fields in user metadata (supabase/README.md §5); this table holds only
-- the username → user claim, so that two accounts can never show the same username. Clients never write the
-- table: they call claim_username(), which checks and writes in one statement under the table's unique keys.

create table if not exists public.usernames (
  username text primary key check (username ~ '^[a-z0-9_]{3,30}$'),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  claimed_at timestamptz not null default now()
);

alter table public.usernames enable row level security;

-- Usernames are public (profile pages will show them); nobody writes the table directly.
drop policy if exists "Usernames are publicly readable" on public.usernames;
create policy "Usernames are publicly readable"
  on public.usernames for select
  to public
  using (true);

-- 'ok' when the signed-in user now holds `new_username` (or, for '', holds none); 'taken' when another account
-- holds it; 'invalid' for anything the profile form would refuse; 'signed_out' without a session.
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
  if new_username !~ '^[a-z0-9_]{3,30}$' then
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
    -- another account claimed it between the check and the insert
    return 'taken';
end;
$$;

revoke all on function public.claim_username(text) from public;
grant execute on function public.claim_username(text) to authenticated;

-- The calendar subscription agrees with the log on when a test task was last done. The log counts, for a test task,
-- any test that carries the task's parameter from the task's start day on (lib/schedule/due.ts, lastDoneAt), as well
-- as the task's completions; calendar_feed counted the completions only, so a keeper who logged the test without
-- pressing "Done" saw it done in the log and overdue in their calendar. The start day begins at midnight in the
-- task's own time zone, as zonedInstant(start, '00:00', timeZone) does in the browser.
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
        'lastDone', greatest(
          (
            select max(d.at) from public.log_entries d
            where d.user_id = e.user_id and d.tank_id = e.tank_id and d.kind = 'task_done' and d.deleted_at is null
              and d."values" ->> 'taskId' = e.id::text
          ),
          (
            select max(x.at) from public.log_entries x
            where e."values" ->> 'taskKind' = 'test'
              and x.user_id = e.user_id and x.tank_id = e.tank_id and x.kind = 'test' and x.deleted_at is null
              and jsonb_typeof(x."values" -> (e."values" ->> 'parameter')) = 'number'
              and x.at >= ((e."values" ->> 'start')::date::timestamp at time zone (e."values" ->> 'timeZone'))
          )
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

-- A task's start date and a one-off date must exist: the pattern of log_rhythm_ok and log_task_values_ok let
-- '2027-02-31' through, and the browser rolled it into March. The browser now refuses it too (isCivilDate,
-- lib/schedule/model.ts), so both keep refusing the same values. The constraints call these functions by name, so
-- replacing them changes the check; rows already stored are not checked again.

-- true when `d` is a YYYY-MM-DD date that exists (the cast of '2027-02-31' raises; that is a false here, not an error)
create or replace function public.log_civil_date_ok(d text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  return d is not null
    and d ~ '^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$'
    and to_char(d::date, 'YYYY-MM-DD') = d;
exception when others then
  return false;
end;
$$;

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
        and public.log_civil_date_ok(r ->> 'once')
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
      and jsonb_typeof(v -> 'start') = 'string' and public.log_civil_date_ok(v ->> 'start')
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

-- The log grows beyond water chemistry. ICP analyses, livestock (animals, their events, photos' metadata), care
-- tasks and their completions, and journal posts are entries of kinds of their own in log_entries, so they share the
-- sync engine's guarantees (versions, change ids, tombstones, row-level security for the owner) without a second
-- engine. Each kind's values are checked by a named constraint of its own, added by the migration that introduces
-- the feature; a kind no migration describes is refused.
alter table public.log_entries drop constraint if exists log_entries_kind_check;
alter table public.log_entries add constraint log_entries_kind_check check (
  kind in (
    'test', 'dose', 'water_change', 'note',
    'icp',
    'animal', 'animal_event', 'photo',
    'task', 'task_done',
    'journal'
  )
);

import type { TaskValues } from './model';

/**
 * Tasks offered to a tank with none yet (docs/schedule.md#presets); the keeper edits or deletes each once added.
 * Rhythms are common reef-keeping habits, not rules: alkalinity moves fastest in a tank with stony corals, so it is
 * tested most often and driven by the log's consumption; the rest follow a weekly or monthly routine.
 */
export type TaskPreset = Omit<TaskValues, 'timeZone' | 'start'>;

export const TASK_PRESETS: readonly TaskPreset[] = [
  { taskKind: 'water_change', title: '', rhythm: { every: 1, unit: 'week' }, time: '10:00', mode: 'calendar' },
  { taskKind: 'test', title: '', parameter: 'alkalinity', rhythm: { every: 3, unit: 'day' }, time: '09:00', mode: 'data' },
  { taskKind: 'test', title: '', parameter: 'calcium', rhythm: { every: 1, unit: 'week' }, time: '09:00', mode: 'data' },
  { taskKind: 'test', title: '', parameter: 'nitrate', rhythm: { every: 1, unit: 'week' }, time: '09:00', mode: 'calendar' },
  { taskKind: 'filter', title: '', rhythm: { every: 4, unit: 'day' }, time: '09:00', mode: 'calendar' },
  { taskKind: 'skimmer', title: '', rhythm: { every: 1, unit: 'week' }, time: '09:00', mode: 'calendar' },
  { taskKind: 'pump', title: '', rhythm: { every: 12, unit: 'week' }, time: '10:00', mode: 'calendar' },
];

/** The presets as a new tank's tasks in `timeZone`, starting on `start` (YYYY-MM-DD). */
export const presetTasks = (timeZone: string, start: string): TaskValues[] => TASK_PRESETS.map((p) => ({ ...p, timeZone, start }));

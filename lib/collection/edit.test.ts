import { describe, expect, it } from 'vitest';
import type { LogEntry } from '@/lib/log/model';
import { animalDeletePlan, animalEditPlan, animalFieldsOf, dayOf, eventDeletePlan, eventEditPlan, photoEditPlan, savedDay } from './edit';
import { readAnimalFields } from './form';
import type { AnimalEventValues, AnimalValues } from './model';

let n = 0;
const row = (
  kind: LogEntry['kind'],
  at: string,
  values: unknown,
  id = `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
): LogEntry =>
  ({
    id,
    tankId: 'tank',
    userId: null,
    kind,
    at,
    values,
    note: null,
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
    version: 0,
    changeId: id,
  }) as unknown as LogEntry;

const frag: AnimalValues = {
  speciesId: 'acropora-millepora',
  freeName: null,
  nickname: 'Mille frag',
  count: 1,
  acquiredAt: '2026-11-01',
  source: { kind: 'own-frag', text: null, parentAnimalId: 'parent-id' },
  price: null,
  placement: { zone: 'upper', heightCm: 35, par: 280 },
  status: 'alive',
};
const day = (d: string) => `${d}T12:00:00.000Z`;

function tank() {
  const parent = row('animal', day('2026-10-01'), { ...frag, nickname: 'Green mille', source: { kind: 'shop', text: null } });
  const animal = row('animal', day('2026-11-01'), { ...frag, source: { ...frag.source, parentAnimalId: parent.id } });
  const ev = (at: string, v: Partial<AnimalEventValues>) => row('animal_event', day(at), { animalId: animal.id, ...v });
  const added = ev('2026-11-01', { type: 'added', parentAnimalId: parent.id });
  const cut = row('animal_event', day('2026-11-01'), { animalId: parent.id, type: 'fragged', childAnimalId: animal.id });
  const move1 = ev('2026-11-05', { type: 'moved', placement: { zone: 'middle' } });
  const move2 = ev('2026-11-10', { type: 'moved', placement: { zone: 'lower' } });
  const lost = ev('2026-11-20', { type: 'lost', cause: 'RTN' });
  const photo = row('photo', day('2026-11-12'), { animalId: animal.id, takenAt: day('2026-11-12') });
  const other = row('photo', day('2026-11-12'), { animalId: parent.id, takenAt: day('2026-11-12') });
  const a = { ...(animal.values as AnimalValues), placement: { zone: 'lower' as const }, status: 'lost' as const };
  const current = { ...animal, values: a };
  return {
    parent,
    animal: current,
    added,
    cut,
    move1,
    move2,
    lost,
    photo,
    other,
    all: [parent, current, added, cut, move1, move2, lost, photo, other],
  };
}

describe('editing an animal', () => {
  it('reads its own values back through the form unchanged, lineage included', () => {
    const animal = row('animal', day('2026-11-01'), frag);
    const read = readAnimalFields(animalFieldsOf(animal.values as AnimalValues));
    expect(read.ok).toBe(true);
    const plan = animalEditPlan([animal], animal.id, { values: read.ok ? read.values : frag, at: animal.at, note: null });
    expect(plan.update).toEqual([{ id: animal.id, patch: { values: animal.values, at: animal.at, note: null } }]);
  });

  it('keeps its frag parent and status whatever the form says, and moves its arrival with the new day', () => {
    const t = tank();
    const typed = { ...frag, nickname: 'Renamed', count: 3, source: { kind: 'shop' as const, text: 'LFS' }, status: 'alive' as const };
    const plan = animalEditPlan(t.all, t.animal.id, { values: typed, at: day('2026-10-30'), note: '  under the light ' });
    const v = plan.update[0].patch.values as AnimalValues;
    expect(v.nickname).toBe('Renamed');
    expect(v.count).toBe(3);
    expect(v.source).toEqual({ kind: 'shop', text: 'LFS', parentAnimalId: t.parent.id });
    expect(v.status).toBe('lost');
    expect(plan.update[0].patch.note).toBe('under the light');
    expect(plan.update[1]).toEqual({ id: t.added.id, patch: { at: day('2026-10-30') } });
    expect(plan.remove).toEqual([]);
  });
});

describe('editing an event', () => {
  it('keeps its animal, kind and lineage; the animal follows its latest move', () => {
    const t = tank();
    const plan = eventEditPlan(t.all, t.move2.id, {
      at: day('2026-11-11'),
      placement: { zone: 'sand', heightCm: null, par: 50 },
      note: 'shaded',
    });
    expect(plan.update[0].patch.values).toEqual({
      animalId: t.animal.id,
      type: 'moved',
      placement: { zone: 'sand', heightCm: null, par: 50 },
    });
    expect(plan.update[0].patch.note).toBe('shaded');
    expect((plan.update[1].patch.values as AnimalValues).placement).toEqual({ zone: 'sand', heightCm: null, par: 50 });
  });

  it('an earlier move edited leaves the placement of the latest', () => {
    const t = tank();
    const plan = eventEditPlan(t.all, t.move1.id, { at: day('2026-11-06'), placement: { zone: 'sand' }, note: null });
    expect(plan.update).toHaveLength(1);
  });

  it("a move dated after the others becomes the animal's placement", () => {
    const t = tank();
    const plan = eventEditPlan(t.all, t.move1.id, { at: day('2026-11-15'), placement: { zone: 'sand' }, note: null });
    expect((plan.update[1].patch.values as AnimalValues).placement).toEqual({ zone: 'sand' });
  });

  it('a cause edited or cleared; a frag event keeps its child', () => {
    const t = tank();
    expect(eventEditPlan(t.all, t.lost.id, { at: t.lost.at, cause: 'heat', note: null }).update[0].patch.values).toMatchObject({
      cause: 'heat',
    });
    expect(eventEditPlan(t.all, t.lost.id, { at: t.lost.at, cause: ' ', note: null }).update[0].patch.values).not.toHaveProperty('cause');
    expect(eventEditPlan(t.all, t.cut.id, { at: day('2026-11-02'), note: null }).update[0].patch.values).toEqual(t.cut.values);
  });
});

describe('deleting', () => {
  it('an event: the animal is alive again once its loss is gone; arrivals and frag cuts go only with their animal', () => {
    const t = tank();
    const plan = eventDeletePlan(t.all, t.lost.id);
    expect(plan.remove).toEqual([t.lost.id]);
    expect((plan.update[0].patch.values as AnimalValues).status).toBe('alive');
    expect(eventDeletePlan(t.all, t.added.id).remove).toEqual([]);
    expect(eventDeletePlan(t.all, t.cut.id).remove).toEqual([]);
  });

  it('the latest move: the placement goes back to the move before', () => {
    const t = tank();
    const plan = eventDeletePlan(t.all, t.move2.id);
    expect((plan.update[0].patch.values as AnimalValues).placement).toEqual({ zone: 'middle' });
  });

  it("an animal: with its events, its photos and its parent's cut naming it, counted; nothing of the parent else", () => {
    const t = tank();
    const plan = animalDeletePlan(t.all, t.animal.id);
    expect(new Set(plan.remove)).toEqual(new Set([t.animal.id, t.added.id, t.move1.id, t.move2.id, t.lost.id, t.photo.id, t.cut.id]));
    expect(plan).toMatchObject({ events: 4, photos: 1, update: [] });
    const parent = animalDeletePlan(t.all, t.parent.id);
    expect(new Set(parent.remove)).toEqual(new Set([t.parent.id, t.cut.id, t.other.id]));
  });

  it('nothing when the animal is already deleted', () => {
    const t = tank();
    expect(animalDeletePlan([{ ...t.animal, deletedAt: day('2026-11-30') }], t.animal.id).remove).toEqual([]);
  });
});

describe('editing a photo', () => {
  it('changes its date (entry time too) and caption, nothing else', () => {
    const t = tank();
    const plan = photoEditPlan(t.photo, { takenAt: '2026-11-13T08:30:00Z', note: 'after the move' });
    expect(plan.update[0].patch).toEqual({
      at: '2026-11-13T08:30:00.000Z',
      values: { animalId: t.animal.id, takenAt: '2026-11-13T08:30:00.000Z' },
      note: 'after the move',
    });
  });
});

describe('dates in the edit forms', () => {
  it('a day left as shown keeps the stored time; another day is saved at noon; a non-date is refused', () => {
    const stored = new Date(2026, 10, 12, 8, 15).toISOString();
    expect(dayOf(stored)).toBe('2026-11-12');
    expect(savedDay('2026-11-12', stored)).toBe(stored);
    expect(savedDay('2026-11-13', stored)).toBe(new Date(2026, 10, 13, 12, 0).toISOString());
    expect(savedDay('', stored)).toBeNull();
    expect(savedDay('2026-13-45', stored)).toBeNull();
  });
});

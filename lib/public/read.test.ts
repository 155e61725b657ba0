import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  decodeCursor,
  encodeCursor,
  latestReadings,
  mapCard,
  mapLinks,
  mapProfile,
  mapTank,
  publicPhotoSrcSet,
  publicPhotoUrl,
  readCommunityPage,
  readShareVersion,
  type CardRow,
  type EntryRow,
} from './read';
import { testCard, testEntry, testId as ID, testShare } from './test-rows';

const card = testCard;
const share = testShare;
const entry = testEntry;
const entries: EntryRow[] = [
  entry(2, 'test', '2026-11-10T08:00:00+00:00', { alkalinity: 8.2 }),
  entry(3, 'test', '2026-11-01T08:00:00+00:00', { alkalinity: 7.9, calcium: 420 }),
  entry(4, 'animal', '2026-11-01T08:00:00+00:00', {
    speciesId: 'acropora-millepora',
    freeName: null,
    nickname: 'Green mille',
    count: 2,
    acquiredAt: '2026-11-01',
  }),
  entry(5, 'photo', '2026-11-03T08:00:00+00:00', { animalId: ID(4), takenAt: '2026-11-03', width: 10, height: 10, mime: 'image/jpeg' }),
  entry(6, 'photo', '2026-11-04T08:00:00+00:00', { animalId: null, takenAt: '2026-11-04', width: 10, height: 10, mime: 'image/jpeg' }),
  entry(7, 'journal', '2026-11-12T08:00:00+00:00', { title: 'New frag', body: 'Colours up.', photoIds: [ID(6), ID(99)] }),
  entry(8, 'journal', '2026-11-14T08:00:00+00:00', { title: null, body: 'Later post', photoIds: [] }),
  entry(10, 'icp', '2026-11-05T08:00:00+00:00', {
    lab: 'ati',
    analytes: [
      { element: 'Ca', section: 'aquarium', detection: 'measured', value: 428, limit: null, unit: 'mg/L' },
      { element: 'Sn', section: 'aquarium', detection: 'below', value: null, limit: 0.0005, unit: 'mg/L' },
      { element: 'Si', section: 'rodi', detection: 'measured', value: 0.01, limit: null, unit: 'mg/L' },
      { element: 'Hg', section: 'aquarium', detection: 'not-determined', value: null, limit: null, unit: 'mg/L' },
    ],
  }),
];
const targets = { alkalinity: { low: 7.5, high: 8.5 }, bogus: { low: 1, high: 2 }, calcium: { low: 'x', high: 450 } };

describe('mapTank', () => {
  it('fills every shown section from the rows, newest posts and analyses first', () => {
    const tank = mapTank(
      share({ show_readings: true, show_trends: true, show_livestock: true, show_icp: true, show_journal: true }),
      targets,
      entries,
    );
    expect(tank).toMatchObject({
      username: 'coral_keeper',
      slug: 'display',
      name: 'Display',
      volumeL: 300,
      kind: 'sps',
      photoUrl: publicPhotoUrl(ID(9)),
    });
    expect(tank.sections).toEqual(['readings', 'trends', 'livestock', 'icp', 'journal']);
    expect(tank.targets).toEqual({ alkalinity: { low: 7.5, high: 8.5 } });
    expect(tank.latest).toEqual([
      { parameter: 'alkalinity', value: 8.2, at: '2026-11-10T08:00:00+00:00' },
      { parameter: 'calcium', value: 420, at: '2026-11-01T08:00:00+00:00' },
    ]);
    expect(tank.tests.map((t) => t.at)).toEqual(['2026-11-01T08:00:00+00:00', '2026-11-10T08:00:00+00:00']);
    expect(tank.animals).toEqual([
      {
        id: ID(4),
        speciesId: 'acropora-millepora',
        name: 'Green mille',
        count: 2,
        addedAt: '2026-11-01',
        photoUrls: [publicPhotoUrl(ID(5))],
        latestPhoto: { id: ID(5), url: publicPhotoUrl(ID(5)), width: 10, height: 10 },
      },
    ]);
    // a photo id the database did not return (not public) is never linked
    expect(tank.journal.map((p) => [p.id, p.photoUrls])).toEqual([
      [ID(8), []],
      [ID(7), [publicPhotoUrl(ID(6))]],
    ]);
    expect(tank.journal[1].photos).toEqual([{ id: ID(6), url: publicPhotoUrl(ID(6)), width: 10, height: 10 }]);
    // the cover's photo entry did not arrive (not public): no cover is shown
    expect(tank.cover).toBeNull();
    expect(tank.icp[0]).toMatchObject({ id: ID(10), lab: 'ati', salinityPsu: null });
    // the aquarium's water only, each reading as the lab gave it (a non-detect keeps its limit, never a value)
    expect(tank.icp[0].analytes).toEqual([
      { element: 'Ca', section: 'aquarium', detection: 'measured', value: 428, limit: null, unit: 'mg/L' },
      { element: 'Sn', section: 'aquarium', detection: 'below', value: null, limit: 0.0005, unit: 'mg/L' },
      { element: 'Hg', section: 'aquarium', detection: 'not-determined', value: null, limit: null, unit: 'mg/L' },
    ]);
  });

  it('leaves every hidden section empty whatever rows arrive', () => {
    const tank = mapTank(share({ show_journal: true }), targets, entries);
    expect(tank.sections).toEqual(['journal']);
    expect([tank.targets, tank.latest, tank.tests, tank.animals, tank.icp]).toEqual([{}, [], [], [], []]);
    expect(tank.journal).toHaveLength(2);
    const readingsOnly = mapTank(share({ show_readings: true }), targets, entries);
    expect(readingsOnly.latest).toHaveLength(2);
    expect(readingsOnly.tests).toEqual([]);
    expect(readingsOnly.journal).toEqual([]);
  });
});

describe('photos and analyses', () => {
  it('shows an animal’s newest photo by the day it was taken, and the cover with its size', () => {
    const rows = [
      ...entries,
      entry(11, 'photo', '2026-11-20T08:00:00+00:00', {
        animalId: ID(4),
        takenAt: '2026-10-01',
        width: 40,
        height: 30,
        mime: 'image/webp',
      }),
      entry(12, 'photo', '2026-11-02T08:00:00+00:00', { animalId: ID(4), takenAt: '2026-11-09', width: 0, height: 30, mime: 'image/jpeg' }),
      entry(9, 'photo', '2026-11-02T08:00:00+00:00', {
        animalId: null,
        takenAt: '2026-11-02',
        width: 1200,
        height: 800,
        mime: 'image/jpeg',
      }),
    ];
    const tank = mapTank(share({ show_livestock: true }), null, rows);
    // taken on Nov 3 beats one taken on Oct 1 but uploaded later; a photo without a size is not shown
    expect(tank.animals[0].latestPhoto?.id).toBe(ID(5));
    expect(tank.cover).toEqual({ id: ID(9), url: publicPhotoUrl(ID(9)), width: 1200, height: 800 });
  });

  it('leaves out malformed analytes and reads the sample’s salinity', () => {
    const icp = mapTank(share({ show_icp: true }), null, [
      entry(20, 'icp', '2026-11-05T08:00:00+00:00', {
        lab: 'nobody',
        analytes: [
          { element: 'salinity', section: 'aquarium', detection: 'measured', value: 33, limit: null, unit: 'PSU' },
          { element: 'Mg', section: 'aquarium', detection: 'measured', value: null, limit: null, unit: 'mg/L' },
          { element: 'Cu', section: 'aquarium', detection: 'below', value: null, limit: 'x', unit: 'mg/L' },
          { element: 'K', section: 'aquarium', detection: 'measured', value: 400, limit: null, unit: 'ppm' },
          null,
        ],
      }),
    ]).icp;
    expect(icp).toEqual([
      {
        id: ID(20),
        at: '2026-11-05T08:00:00+00:00',
        lab: null,
        salinityPsu: 33,
        analytes: [{ element: 'salinity', section: 'aquarium', detection: 'measured', value: 33, limit: null, unit: 'PSU' }],
      },
    ]);
  });

  it('keeps a lab’s "> x" with the reading, not what the lab printed, and not for a corrected value', () => {
    const bromide = (value: number, printed: string) => ({
      element: 'B',
      section: 'aquarium',
      detection: 'measured',
      value,
      limit: null,
      unit: 'mg/L',
      reported: { value: printed, unit: 'µg/l' },
    });
    const [analysis] = mapTank(share({ show_icp: true }), null, [
      entry(21, 'icp', '2026-11-05T08:00:00+00:00', { lab: 'ati', analytes: [bromide(0.5, '>500'), bromide(0.65, '>500')] }),
    ]).icp;
    expect(analysis.analytes).toEqual([
      { element: 'B', section: 'aquarium', detection: 'measured', value: 0.5, limit: null, unit: 'mg/L', above: true },
      { element: 'B', section: 'aquarium', detection: 'measured', value: 0.65, limit: null, unit: 'mg/L' },
    ]);
  });
});

describe('publicPhotoSrcSet', () => {
  it('offers each narrower copy below the photo’s width, then the photo as stored', () => {
    const url = publicPhotoUrl(ID(9));
    expect(publicPhotoSrcSet({ id: ID(9), url, width: 1600, height: 1000 })).toBe(
      `${url}?w=240 240w, ${url}?w=480 480w, ${url}?w=800 800w, ${url}?w=1200 1200w, ${url} 1600w`,
    );
    expect(publicPhotoSrcSet({ id: ID(9), url, width: 800, height: 600 })).toBe(`${url}?w=240 240w, ${url}?w=480 480w, ${url} 800w`);
    expect(publicPhotoSrcSet({ id: ID(9), url, width: 200, height: 200 })).toBe(`${url} 200w`);
  });
});

describe('rows to cards and profiles', () => {
  it('maps a card; an unknown kind reads as other; no cover, no photo', () => {
    expect(mapCard({ ...card, kind: 'reef?', cover_photo_id: null, description: '  ' })).toEqual({
      shareId: card.id,
      username: 'coral_keeper',
      slug: 'display',
      name: 'Display',
      volumeL: 300,
      kind: 'other',
      description: null,
      updatedAt: card.activity_at,
      photoUrl: null,
    });
  });

  it('maps a profile with the avatar copy and https links only', () => {
    const p = mapProfile(
      {
        username: 'coral_keeper',
        display_name: 'Alice',
        bio: '',
        location: '大阪',
        links: [{ label: 'Blog', url: 'https://ameblo.jp/alice' }, { label: 'x', url: 'javascript:alert(1)' }, 'junk'],
        avatar_id: ID(3),
      },
      'https://project.supabase.co/',
    );
    expect(p).toEqual({
      username: 'coral_keeper',
      displayName: 'Alice',
      avatarUrl: `https://project.supabase.co/storage/v1/object/public/avatars/public/${ID(3)}`,
      bio: null,
      location: '大阪',
      links: [{ label: 'Blog', url: 'https://ameblo.jp/alice' }],
    });
    expect(mapLinks(null)).toEqual([]);
  });

  it('takes each parameter at its latest date', () => {
    expect(latestReadings([entries[0], entries[1]]).map((r) => [r.parameter, r.value])).toEqual([
      ['alkalinity', 8.2],
      ['calcium', 420],
    ]);
  });
});

describe('the community cursor', () => {
  it('round-trips the last card with its microseconds and refuses anything else', () => {
    const c = encodeCursor(card);
    expect(decodeCursor(c)).toEqual({ at: card.activity_at, id: ID(1) });
    for (const bad of [
      undefined,
      '',
      'x',
      Buffer.from(`2026-11-26|${ID(1)}`).toString('base64url'),
      Buffer.from(`${card.activity_at}|1 or 1=1`).toString('base64url'),
    ])
      expect(decodeCursor(bad)).toBeNull();
  });

  /** Records the PostgREST query supabase-js would send, and answers with `rows`. */
  function recorder(rows: CardRow[]) {
    const calls: [string, ...unknown[]][] = [];
    const builder: Record<string, unknown> = {};
    for (const m of ['select', 'gte', 'lte', 'eq', 'or', 'order', 'limit'])
      builder[m] = (...args: unknown[]) => {
        calls.push([m, ...args]);
        return builder;
      };
    builder.overrideTypes = () => Promise.resolve({ data: rows, error: null });
    const db = { from: (t: string) => (calls.push(['from', t]), builder) } as unknown as SupabaseClient;
    return { db, calls };
  }

  it('asks for one page more than it shows, filtered and after the cursor, and gives the next cursor', async () => {
    const rows = Array.from({ length: 3 }, (_, i) => ({ ...card, id: ID(20 + i), activity_at: `2026-11-2${6 - i}T10:00:00.5+00:00` }));
    const { db, calls } = recorder(rows);
    const page = await readCommunityPage(db, { minVolumeL: 100, maxVolumeL: 500, kind: 'sps', after: encodeCursor(card) }, 2);
    expect(calls).toEqual([
      ['from', 'community_tanks'],
      ['select', 'id, username, slug, tank_name, tank_volume_l, kind, description, cover_photo_id, activity_at'],
      ['gte', 'tank_volume_l', 100],
      ['lte', 'tank_volume_l', 500],
      ['eq', 'kind', 'sps'],
      ['lte', 'activity_at', card.activity_at],
      ['or', `activity_at.lt."${card.activity_at}",id.lt.${ID(1)}`],
      ['order', 'activity_at', { ascending: false }],
      ['order', 'id', { ascending: false }],
      ['limit', 3],
    ]);
    expect(page.cards.map((c) => c.updatedAt)).toEqual([rows[0].activity_at, rows[1].activity_at]);
    expect(decodeCursor(page.next ?? '')).toEqual({ at: rows[1].activity_at, id: rows[1].id });

    const last = await readCommunityPage(recorder(rows.slice(0, 2)).db, {}, 2);
    expect(last.next).toBeNull();
  });
});

describe('readShareVersion', () => {
  it('asks for the enabled share at this address and answers its activity_at, or null', async () => {
    const calls: unknown[][] = [];
    const answer = (data: unknown, error: { message: string } | null = null) => {
      const builder: Record<string, unknown> = {};
      for (const m of ['select', 'eq'])
        builder[m] = (...args: unknown[]) => {
          calls.push([m, ...args]);
          return builder;
        };
      builder.maybeSingle = () => Promise.resolve({ data, error });
      return { from: (t: string) => (calls.push(['from', t]), builder) } as unknown as SupabaseClient;
    };
    const at = '2026-11-20T10:00:00.123456+00:00';
    expect(await readShareVersion(answer({ activity_at: at }), 'coral_keeper', 'reef-1')).toBe(at);
    expect(calls).toEqual([
      ['from', 'tank_shares'],
      ['select', 'activity_at'],
      ['eq', 'username', 'coral_keeper'],
      ['eq', 'slug', 'reef-1'],
      ['eq', 'enabled', true],
    ]);
    expect(await readShareVersion(answer(null), 'coral_keeper', 'reef-1')).toBeNull();
    await expect(readShareVersion(answer(null, { message: 'timeout' }), 'coral_keeper', 'reef-1')).rejects.toThrow('public read failed');
  });
});

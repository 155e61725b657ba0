/**
 * The data behind the bench's public tank page (run.mjs, `--only=lighthouse`): starts the Supabase stand-in
 * (e2e/fake-supabase) on FAKE_SUPABASE_PORT and seeds, through its Auth, REST and Storage APIs as the keeper would
 * write them, one public tank with every section a visitor can see: 90 days of tests (readings and trends), two ICP
 * analyses, three animals with a photo each, a published journal post with two photos, and a cover photo. The photos
 * are 1600×1200 JPEGs (the size the log stores), drawn by Chromium. Prints one JSON line
 * `{"url", "paths": {"en", "ja"}}` and keeps the stand-in running until SIGTERM/SIGINT, when its database is dropped.
 * `npx tsx scripts/bench/public-tank.ts` (needs PostgreSQL on 127.0.0.1:5432, like the e2e accounts tests).
 */
import { randomUUID } from 'node:crypto';
import { chromium } from '@playwright/test';
import { startFakeSupabase } from '../../e2e/fake-supabase/app';
import { call, keeper } from '../../e2e/fake-supabase/test-client';

const USERNAME = 'bench_keeper';
const SLUG = 'display-reef';
const DAY = 24 * 3600_000;

/** `count` photo-like JPEGs (gradients and noise, so they compress like a photo does), 1600×1200. */
async function photos(count: number): Promise<Uint8Array<ArrayBuffer>[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    const out: number[][] = await page.evaluate(async (n) => {
      const all: number[][] = [];
      for (let k = 0; k < n; k++) {
        const canvas = new OffscreenCanvas(1600, 1200);
        const ctx = canvas.getContext('2d')!;
        const g = ctx.createLinearGradient(0, 0, 1600, 1200);
        g.addColorStop(0, `hsl(${200 + k * 25}, 70%, 25%)`);
        g.addColorStop(1, `hsl(${170 + k * 25}, 60%, 55%)`);
        ctx.fillStyle = g;
        ctx.fillRect(0, 0, 1600, 1200);
        for (let i = 0; i < 400; i++) {
          ctx.fillStyle = `hsla(${(i * 37 + k * 11) % 360}, 80%, 60%, 0.35)`;
          ctx.beginPath();
          ctx.arc((i * 97) % 1600, (i * 61) % 1200, 10 + (i % 40), 0, Math.PI * 2);
          ctx.fill();
        }
        const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
        all.push([...new Uint8Array(await blob.arrayBuffer())]);
      }
      return all;
    }, count);
    return out.map((bytes) => new Uint8Array(bytes));
  } finally {
    await browser.close();
  }
}

async function main() {
  const fake = await startFakeSupabase({
    port: Number(process.env.FAKE_SUPABASE_PORT ?? 54339),
    anonKey: process.env.FAKE_SUPABASE_ANON_KEY,
    quiet: true,
  });
  const close = () =>
    void fake.close().then(
      () => process.exit(0),
      (e) => (console.error(e), process.exit(1)),
    );
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.once(sig, close);
  try {
    const k = await keeper(fake, 'bench-public');
    const as = async (method: string, path: string, body?: unknown) => {
      const r = await call(fake, method, path, { token: k.access, body, headers: { prefer: 'return=minimal' } });
      if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body;
    };
    const claimed = await as('POST', '/rest/v1/rpc/claim_username', { new_username: USERNAME });
    if (claimed !== 'ok') throw new Error(`claim_username: ${JSON.stringify(claimed)}`);
    const tank = randomUUID();
    await as('POST', '/rest/v1/log_tanks', {
      id: tank,
      user_id: k.id,
      name: 'Display reef',
      volume_l: 400,
      targets: { alkalinity: { low: 7.5, high: 8.5 }, calcium: { low: 400, high: 450 }, nitrate: { low: 2, high: 10 } },
    });
    const entries: { kind: string; at: string; values: unknown; id?: string }[] = [];
    const end = Date.UTC(2026, 10, 20, 8);
    for (let d = 90; d >= 0; d -= 3) {
      entries.push({
        kind: 'test',
        at: new Date(end - d * DAY).toISOString(),
        values: {
          alkalinity: 7.6 + ((d * 7) % 10) / 10,
          calcium: 410 + ((d * 3) % 30),
          magnesium: 1300 + ((d * 11) % 60),
          nitrate: 3 + ((d * 5) % 7),
          phosphate: 0.03 + ((d * 3) % 5) / 100,
        },
      });
    }
    const analyte = (element: string, value: number) => ({
      element,
      section: 'aquarium',
      detection: 'measured',
      value,
      limit: null,
      unit: 'mg/L',
      reported: { value: String(value), unit: 'mg/l' },
    });
    for (const [at, ca] of [
      ['2026-10-01T08:00:00Z', 420],
      ['2026-11-15T08:00:00Z', 440],
    ] as const) {
      entries.push({
        kind: 'icp',
        at,
        values: {
          lab: 'triton',
          reportId: null,
          fingerprint: `bench-${at}`,
          analytes: [analyte('Ca', ca), analyte('Mg', 1350), analyte('K', 400)],
        },
      });
    }
    const pictures = await photos(6);
    const photoIds: string[] = pictures.map(() => randomUUID());
    const animals = [
      ['acropora-millepora', 'Green mille'],
      ['amphiprion-ocellaris', 'Nemo'],
      [null, 'Blue tang'],
    ] as const;
    animals.forEach(([speciesId, nickname], i) => {
      const id = randomUUID();
      entries.push({
        id,
        kind: 'animal',
        at: new Date(end - (60 - i) * DAY).toISOString(),
        values: {
          speciesId,
          freeName: speciesId ? null : nickname,
          nickname,
          count: 1,
          acquiredAt: '2026-09-01',
          source: { kind: 'shop', text: 'Shop in Osaka', parentAnimalId: null },
          price: null,
          placement: { zone: 'upper', heightCm: 35, par: 280 },
          status: 'alive',
        },
      });
      entries.push(photoEntry(photoIds[i], id, end - (50 - i) * DAY));
    });
    for (const i of [3, 4, 5]) entries.push(photoEntry(photoIds[i], null, end - (10 - i) * DAY));
    entries.push({
      kind: 'journal',
      at: new Date(end - 2 * DAY).toISOString(),
      values: {
        title: 'Three months in',
        body: 'Alkalinity has held between 7.6 and 8.5 dKH since the doser went in. The mille colours up under the new LEDs.',
        photoIds: [photoIds[3], photoIds[4]],
        published: true,
      },
    });
    function photoEntry(id: string, animalId: string | null, at: number) {
      return {
        id,
        kind: 'photo',
        at: new Date(at).toISOString(),
        values: {
          animalId,
          takenAt: new Date(at).toISOString(),
          width: 1600,
          height: 1200,
          bytes: 0,
          // the thumbnail the log keeps beside the photo (at most 30 KB; not on the public page)
          thumbBytes: 20_000,
          mime: 'image/jpeg',
          storagePath: `${k.id}/${id}.jpg`,
          sha256: 'b'.repeat(64),
        },
      };
    }
    for (const e of entries) {
      if (e.kind === 'photo') {
        (e.values as { bytes: number }).bytes = pictures[photoIds.indexOf(e.id!)].length;
      }
      await as('POST', '/rest/v1/log_entries', { id: e.id ?? randomUUID(), user_id: k.id, tank_id: tank, ...e });
    }
    await as('POST', '/rest/v1/public_profiles', {
      display_name: 'Bench keeper',
      bio: 'SPS and a few fish',
      location: 'Osaka',
      is_public: true,
    });
    await as('POST', '/rest/v1/tank_shares', {
      tank_id: tank,
      slug: SLUG,
      enabled: true,
      show_readings: true,
      show_trends: true,
      show_livestock: true,
      show_icp: true,
      show_journal: true,
      kind: 'sps',
      description: 'A 400 L mixed reef: Acropora under LEDs, two clownfish and a tang.',
      cover_photo_id: photoIds[5],
    });
    // the public copies (`log-photos/public/<id>.jpg`, docs/public-pages.md), uploaded as storage-js uploads a Blob
    for (const [i, id] of photoIds.entries()) {
      const form = new FormData();
      form.append('cacheControl', '3600');
      form.append('', new Blob([pictures[i]], { type: 'image/jpeg' }));
      await as('POST', `/storage/v1/object/log-photos/public/${id}.jpg`, form);
    }
    console.log(JSON.stringify({ url: fake.url, paths: { en: `/u/${USERNAME}/${SLUG}`, ja: `/ja/u/${USERNAME}/${SLUG}` } }));
  } catch (e) {
    console.error(e);
    await fake.close();
    process.exit(1);
  }
}

void main();

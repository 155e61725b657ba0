// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogDb } from '@/lib/log/db';
import type { LogEntry } from '@/lib/log/model';
import en from '@/messages/en.json';
import { LocalPhoto } from './local-photo';

// the picture's state as the photo store would report it: read, being read, or missing
const state = vi.hoisted(() => ({ url: null as string | null, missing: false }));
vi.mock('./use-photo-url', () => ({ usePhotoUrl: () => state }));

const photo = {
  id: 'p1',
  kind: 'photo',
  values: { takenAt: '2026-11-20T08:00:00.000Z', width: 640, height: 480 },
} as unknown as LogEntry;
const db = {} as LogDb;
/** The markup the browser holds once rendered. */
const html = (node: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      {node}
    </NextIntlClientProvider>,
  ).container.innerHTML;
const series = () => html(<LocalPhoto db={db} photo={photo} which="thumb" alt="Reef" box="h-24 w-32 shrink-0" testId="photo-thumb" />);
const journal = () =>
  html(
    <LocalPhoto
      db={db}
      photo={photo}
      which="thumb"
      alt="Reef"
      box="h-24 w-32"
      missingClassName="flex h-24 w-32 items-center text-xs"
      testId="journal-thumb"
    />,
  );

describe('LocalPhoto', () => {
  beforeEach(() => Object.assign(state, { url: null, missing: false }));
  afterEach(cleanup);

  it('is the picture with its size, sized by its box, named by its test id', () => {
    state.url = 'blob:x';
    expect(series()).toBe(
      '<img alt="Reef" width="640" height="480" decoding="async" class="h-24 w-32 shrink-0 rounded object-cover" data-testid="photo-thumb" src="blob:x">',
    );
    expect(journal()).toBe(
      '<img alt="Reef" width="640" height="480" decoding="async" class="h-24 w-32 rounded object-cover" data-testid="journal-thumb" src="blob:x">',
    );
  });

  it('is a hidden placeholder of the same box while the picture is read', () => {
    expect(series()).toBe('<div class="h-24 w-32 shrink-0 animate-pulse rounded bg-slate-100 dark:bg-slate-800" aria-hidden="true"></div>');
    expect(journal()).toBe('<div class="h-24 w-32 animate-pulse rounded bg-slate-100 dark:bg-slate-800" aria-hidden="true"></div>');
  });

  it('says the picture is missing, in the box or the class given', () => {
    state.missing = true;
    expect(series()).toBe(`<p class="h-24 w-32 shrink-0 text-xs">${en.Collection.photos.missing}</p>`);
    expect(journal()).toBe(`<p class="flex h-24 w-32 items-center text-xs">${en.Collection.photos.missing}</p>`);
  });
});

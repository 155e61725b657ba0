// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compute, type ParInput } from '@/lib/calculators/par-distribution';
import { screenDefaults } from '@/lib/calculators/par-distribution/screen';
import { formatNumber } from '@/lib/format';
import en from '@/messages/en.json';
import { around, fieldRenders as renders } from '../kit/render-counts';
import { ParDistributionForm } from './par-distribution-form';

// The log's save section and the 3D view load on the client only; neither is what this test is about.
vi.mock('./save-to-log-slot', () => ({ SaveToLogSlot: () => null }));
vi.mock('./par-scene-loader', () => ({ ParSceneLoader: () => null }));

// jsdom has no 2D canvas: the heat map then paints nothing, which is all this test needs of it.
HTMLCanvasElement.prototype.getContext = () => null;

vi.mock('@/components/ui/field', async (importOriginal) => (await import('../kit/render-counts')).countingField(importOriginal));
vi.mock('./depth-slider', async (importOriginal) =>
  (await import('../kit/render-counts')).counted(await importOriginal<typeof import('./depth-slider')>(), 'DepthSlider', 'slider'),
);
vi.mock('./fixture-row', async (importOriginal) =>
  (await import('../kit/render-counts')).counted(await importOriginal<typeof import('./fixture-row')>(), 'FixtureRow', 'fixtureRow'),
);
vi.mock('../kit/list-field', async (importOriginal) =>
  (await import('../kit/render-counts')).counted(await importOriginal<typeof import('../kit/list-field')>(), 'ListField', 'list'),
);

const input = (patch: Partial<ParInput>): ParInput => ({ ...(structuredClone(screenDefaults) as ParInput), ...patch });
const average = () => document.querySelector('output[name="average"]')?.textContent;

async function show() {
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <ParDistributionForm />
    </NextIntlClientProvider>,
  );
  await waitFor(() => expect(screen.getByTestId('calculator').dataset.ready).toBe('true'));
  await waitFor(() => expect(screen.getByTestId('par-table')).toBeTruthy());
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/reef-calculator/par-distribution');
});
afterEach(cleanup);

describe('a key typed in a PAR field', () => {
  it('re-renders the typed field and the slider that shows it, not the other fields, the fixture rows or their list', async () => {
    await show();
    renders.clear();
    // the counters see the pieces render (so an empty count below means they did not render again)
    expect([around.get('slider'), around.get('fixtureRow'), around.get('list')].every((n) => (n ?? 0) > 0)).toBe(true);
    around.clear();

    act(() => {
      fireEvent.change(document.getElementById('depthCm')!, { target: { value: '12' } });
    });

    expect(average()).toBe(formatNumber(compute(input({ depthCm: 12 })).average!, 'en', 0));
    expect(renders.get('depthCm')).toBeGreaterThan(0);
    for (const id of ['tankLengthCm', 'waterDepthCm', 'nWater', 'fixtures.0.name', 'fixtures.0.type', 'fixtures.0.xCm'])
      expect(renders.get(id) ?? 0, id).toBe(0);
    expect(around.get('fixtureRow') ?? 0).toBe(0);
    expect(around.get('list') ?? 0).toBe(0);
    // the map follows after the frame that shows the statistics, not in the key's own renders
    expect(screen.getByRole('heading', { name: 'PAR map at 30 cm depth' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'PAR map at 12 cm depth' })).toBeTruthy());
  });

  it('in a fixture re-renders that field alone: the depth slider, the other rows and the list stay', async () => {
    await show();
    renders.clear();
    around.clear();

    act(() => {
      fireEvent.change(document.getElementById('fixtures.0.heightCm')!, { target: { value: '25' } });
    });

    expect(renders.get('fixtures.0.heightCm')).toBeGreaterThan(0);
    for (const id of ['depthCm', 'fixtures.0.type', 'fixtures.0.xCm', 'fixtures.1.heightCm']) expect(renders.get(id) ?? 0, id).toBe(0);
    expect(Object.fromEntries(around)).toEqual({});
  });
});

describe('the depth slider', () => {
  it('moves the map and the depth field live, and writes the draft once when let go', async () => {
    await show();
    const slider = screen.getByTestId('par-depth-slider');
    const writes = vi.spyOn(window.history, 'replaceState');
    renders.clear();
    around.clear();
    try {
      for (const value of ['20', '15'])
        act(() => {
          fireEvent.change(slider, { target: { value } });
        });
      // live: the map, the statistics and the field follow the gesture in its own render
      expect(screen.getByRole('heading', { name: 'PAR map at 15 cm depth' })).toBeTruthy();
      expect(average()).toBe(formatNumber(compute(input({ depthCm: 15 })).average!, 'en', 0));
      expect((document.getElementById('depthCm') as HTMLInputElement).value).toBe('15');
      // the gesture renders the depth field and the slider, not the other fields or the fixture rows
      for (const id of ['tankLengthCm', 'waterDepthCm', 'fixtures.0.heightCm']) expect(renders.get(id) ?? 0, id).toBe(0);
      expect(around.get('fixtureRow') ?? 0).toBe(0);
      act(() => {
        fireEvent.blur(slider);
      });
      await waitFor(() => expect(new URLSearchParams(window.location.search).get('depthCm')).toBe('15'));
      expect(writes).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('heading', { name: 'PAR map at 15 cm depth' })).toBeTruthy();
    } finally {
      writes.mockRestore();
    }
  });
});

describe('the list of fixtures', () => {
  it('adds a fixture in the middle of the tank as typed just before, without rendering the other rows again', async () => {
    await show();
    act(() => {
      fireEvent.change(document.getElementById('tankLengthCm')!, { target: { value: '90' } });
    });
    renders.clear();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Add a light fixture' }));
    });
    const rows = screen.getByTestId('list-fixtures').querySelectorAll('li[data-row]');
    const last = rows.length - 1;
    expect((document.getElementById(`fixtures.${last}.xCm`) as HTMLInputElement).value).toBe('45');
    expect(renders.get(`fixtures.${last}.xCm`)).toBeGreaterThan(0);
    for (const id of ['tankLengthCm', 'fixtures.0.heightCm', 'fixtures.0.type']) expect(renders.get(id) ?? 0, id).toBe(0);
  });
});

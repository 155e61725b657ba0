// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { compute, ppfdAt, type ParInput } from '@/lib/calculators/par-distribution';
import { screenDefaults } from '@/lib/calculators/par-distribution/screen';
import { formatNumber } from '@/lib/format';
import en from '@/messages/en.json';
import { ParDistributionForm } from './par-distribution-form';

// The log's save section and the 3D view load on the client only; neither is what this test is about.
vi.mock('./save-to-log-slot', () => ({ SaveToLogSlot: () => null }));
vi.mock('./par-scene-loader', () => ({ ParSceneLoader: () => null }));

// jsdom has no 2D canvas: the heat map then paints nothing, which is all this test needs of it.
HTMLCanvasElement.prototype.getContext = () => null;

const input = (depthCm: number): ParInput => ({ ...(structuredClone(screenDefaults) as ParInput), depthCm });

describe('ParDistributionForm', () => {
  it('a typed depth updates the statistics, the map title and the table of values to the same input', async () => {
    render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        <ParDistributionForm />
      </NextIntlClientProvider>,
    );
    const average = () => document.querySelector('output[name="average"]')?.textContent;
    await waitFor(() => expect(average()).toBe(formatNumber(compute(input(30)).average!, 'en', 0)));
    act(() => {
      fireEvent.change(document.getElementById('depthCm')!, { target: { value: '12' } });
    });
    expect(average()).toBe(formatNumber(compute(input(12)).average!, 'en', 0));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'PAR map at 12 cm depth' })).toBeTruthy());
    const cell = screen.getByTestId('par-table').querySelectorAll('tbody tr')[2].querySelectorAll('td')[2];
    expect(cell.textContent).toBe(formatNumber(ppfdAt(input(12), 20, 20)!, 'en', 0));
    expect(screen.getByTestId('par-handle-0').getAttribute('data-x')).toBe('22.5');
  });

  it('an invalid depth takes the statistics, the map and the table down together; a valid one brings them back', async () => {
    render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        <ParDistributionForm />
      </NextIntlClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('par-table')).toBeTruthy());
    act(() => {
      fireEvent.change(document.getElementById('depthCm')!, { target: { value: '45' } }); // below the sand bed (40 cm)
    });
    expect(document.querySelector('output:not([data-stale] output)')).toBeNull();
    expect(screen.queryByTestId('par-map')).toBeNull();
    expect(screen.queryByTestId('par-table')).toBeNull();
    act(() => {
      fireEvent.change(document.getElementById('depthCm')!, { target: { value: '20' } });
    });
    expect(document.querySelector('output[name="average"]')?.textContent).toBe(formatNumber(compute(input(20)).average!, 'en', 0));
    expect(screen.getByTestId('par-map')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'PAR map at 20 cm depth' })).toBeTruthy();
    expect(screen.getByTestId('par-table')).toBeTruthy();
  });
});

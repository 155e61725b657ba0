// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { around, fieldRenders as renders } from './render-counts';
import { ConsumptionForm } from '../consumption/consumption-form';
import { DilutionForm } from '../dilution/dilution-form';
import { DosingForm } from '../dosing/dosing-form';
import { NutrientsForm } from '../nutrients/nutrients-form';
import { RunningCostForm } from '../running-cost/running-cost-form';
import { SalinityForm } from '../salinity/salinity-form';
import { SaltmixForm } from '../saltmix/saltmix-form';
import { ThicknessForm } from '../thickness/thickness-form';
import { VolumeForm } from '../volume/volume-form';

// Renders of each field's label block by id, and of the pieces around the fields by name (./render-counts.ts): the
// frame (rendered only by the form that holds it, so a render of the frame is a render of that form) and the actions.
vi.mock('@/components/ui/field', async (importOriginal) => (await import('./render-counts')).countingField(importOriginal));
vi.mock('./calculator-frame', async (importOriginal) =>
  (await import('./render-counts')).counted(await importOriginal<typeof import('./calculator-frame')>(), 'CalculatorFrame', 'form'),
);
vi.mock('@/components/ui/button', async (importOriginal) =>
  (await import('./render-counts')).counted(await importOriginal<typeof import('@/components/ui/button')>(), 'Button', 'reset'),
);
vi.mock('@/components/ui/copy-button', async (importOriginal) =>
  (await import('./render-counts')).counted(await importOriginal<typeof import('@/components/ui/copy-button')>(), 'CopyButton', 'copy'),
);
// The thickness form renders its frame through a piece that reads the state (for the note under it), so the form
// itself is counted.
vi.mock('../thickness/thickness-form', async (importOriginal) =>
  (await import('./render-counts')).counted(
    await importOriginal<typeof import('../thickness/thickness-form')>(),
    'ThicknessForm',
    'thickness',
  ),
);

/**
 * What a keystroke works out and translates: the salinity screen's reef bands (`reefTargets`) and scale positions
 * (`scalePercent`), the kit's translator lookups by key (runtimeT) and the pieces that read the kit's own strings
 * (`useTranslations('CalculatorKit')`, one call per render of such a piece).
 */
const worked = vi.hoisted(() => ({ reefTargets: 0, scalePercent: 0, lookups: [] as string[], kitStrings: 0 }));
vi.mock('@/lib/calculators/salinity/targets', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/calculators/salinity/targets')>();
  return {
    ...actual,
    reefTargets: (...args: Parameters<typeof actual.reefTargets>) => {
      worked.reefTargets++;
      return actual.reefTargets(...args);
    },
    scalePercent: (...args: Parameters<typeof actual.scalePercent>) => {
      worked.scalePercent++;
      return actual.scalePercent(...args);
    },
  };
});
vi.mock('@/lib/i18n/runtime-key', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/i18n/runtime-key')>();
  return {
    ...actual,
    runtimeT: (...args: Parameters<typeof actual.runtimeT>) => {
      const t = actual.runtimeT(...args);
      return Object.assign((key: string, values?: Parameters<typeof t>[1]) => (worked.lookups.push(key), t(key, values)), {
        has: (key: string) => (worked.lookups.push(`has ${key}`), t.has(key)),
      });
    },
  };
});
vi.mock('next-intl', async (importOriginal) => {
  const actual = await importOriginal<typeof import('next-intl')>();
  return {
    ...actual,
    useTranslations: ((namespace?: string) => {
      if (namespace === 'CalculatorKit') worked.kitStrings++;
      return actual.useTranslations(namespace as never);
    }) as typeof actual.useTranslations,
  };
});
const forget = () => Object.assign(worked, { reefTargets: 0, scalePercent: 0, lookups: [], kitStrings: 0 });

function show(form = <SalinityForm />) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      {form}
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/reef-calculator/salinity');
});
afterEach(cleanup);

/** Salinity shown, the counts forgotten, then one key in the reading (33 ppt), whose result has shown. */
async function typeInSalinityReading() {
  show();
  await screen.findByTestId('calculator');
  forget();
  act(() => {
    fireEvent.change(document.getElementById('value') as HTMLInputElement, { target: { value: '33' } });
  });
  expect(screen.getByTestId('result-sg2525').textContent).toMatch(/^1\.02/);
}

describe('a keystroke in a calculator field', () => {
  it('re-renders the typed field and the results, not the other fields and their labels', async () => {
    show();
    await screen.findByTestId('calculator');
    expect(screen.getByTestId('calculator').dataset.ready).toBe('true');
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: /salinity/i });
    expect(input.id).toBe('value');
    const before = screen.getByTestId('result-sg2525').textContent;
    renders.clear();

    act(() => {
      fireEvent.change(input, { target: { value: '33' } });
    });

    expect(input.value).toBe('33');
    expect(screen.getByTestId('result-sg2525').textContent).not.toBe(before);
    expect(renders.get('value')).toBeGreaterThan(0);
    expect(renders.get('temperatureC') ?? 0).toBe(0);
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('value')).toBe('33'));
  });

  it('shows the result first and writes the address once, after the frame, for a burst of keys', async () => {
    show();
    await screen.findByTestId('calculator');
    const input = document.getElementById('value') as HTMLInputElement;
    const writes = vi.spyOn(window.history, 'replaceState');
    try {
      for (const value of ['3', '33', '33.5'])
        act(() => {
          fireEvent.change(input, { target: { value } });
        });
      expect(screen.getByTestId('result-practicalSalinity').textContent).toMatch(/33\.5/);
      expect(writes).not.toHaveBeenCalled();
      await waitFor(() => expect(new URLSearchParams(window.location.search).get('value')).toBe('33.5'));
      expect(writes).toHaveBeenCalledTimes(1);
    } finally {
      writes.mockRestore();
    }
  });

  it('still re-renders a field whose value changes through another input (a new unit re-expresses the reading)', () => {
    show();
    const unit = screen.getByRole<HTMLSelectElement>('combobox', { name: /unit/i });
    const value = document.getElementById('value') as HTMLInputElement;
    act(() => {
      fireEvent.change(value, { target: { value: '35' } });
    });
    renders.clear();
    act(() => {
      fireEvent.change(unit, { target: { value: 'sg' } });
    });
    expect(value.value).toMatch(/^1\.02\d+$/);
    expect(renders.get('temperatureC') ?? 0).toBe(0);
  });

  it('renders neither the salinity form around the reading nor the actions again, only the field and the results', async () => {
    show();
    await screen.findByTestId('calculator');
    const input = document.getElementById('value') as HTMLInputElement;
    const before = screen.getByTestId('result-practicalSalinity').textContent;
    renders.clear();
    // the counters see the form and its actions render (so an empty count below means they did not render again)
    expect([around.get('form'), around.get('reset'), around.get('copy')].every((n) => (n ?? 0) > 0)).toBe(true);
    around.clear();

    act(() => {
      fireEvent.change(input, { target: { value: '33' } });
    });

    expect(screen.getByTestId('result-practicalSalinity').textContent).not.toBe(before);
    expect(renders.get('value')).toBeGreaterThan(0);
    expect(Object.fromEntries(around)).toEqual({});
    expect(renders.get('unit') ?? 0).toBe(0);
  });

  it("moves the reef targets' markers without working out their bands again; a new temperature does", async () => {
    show();
    await screen.findByTestId('calculator');
    const rows = screen.getByTestId('reef-targets').querySelectorAll('li');
    const labels = () => [...rows].map((li) => li.querySelector('p span')?.textContent);
    const markers = () => [...rows].map((li) => li.querySelector<HTMLElement>('div > div + div')?.style.left);
    const [labelsBefore, markersBefore] = [labels(), markers()];
    forget();

    act(() => {
      fireEvent.change(document.getElementById('value') as HTMLInputElement, { target: { value: '33' } });
    });

    expect(markers()).not.toEqual(markersBefore);
    expect(labels()).toEqual(labelsBefore);
    expect(worked.reefTargets).toBe(0);
    expect(worked.scalePercent).toBe(rows.length); // one marker per row, no band

    forget();
    act(() => {
      fireEvent.change(document.getElementById('temperatureC') as HTMLInputElement, { target: { value: '20' } });
    });
    expect(worked.reefTargets).toBe(1);
    expect(labels()).not.toEqual(labelsBefore);
  });

  it("translates no result's label again, only the result bar's (its headline)", async () => {
    await typeInSalinityReading();
    expect(worked.lookups.filter((key) => key.startsWith('results.'))).toEqual(['results.sg2525']);
  });

  it("looks up no field's label or help again on a keystroke, the typed field's included", async () => {
    await typeInSalinityReading();
    expect(worked.lookups.filter((key) => /^(has )?(fields|help)\./.test(key))).toEqual([]);
  });

  it('renders of the kit pieces that read its strings: the frame, its result bar and the fourteen results, not the pending notice or the warnings', async () => {
    show();
    await screen.findByTestId('calculator');
    const before = [...document.querySelectorAll('[data-testid="results"] output')].map((o) => o.textContent);
    forget();

    act(() => {
      fireEvent.change(document.getElementById('value') as HTMLInputElement, { target: { value: '33' } });
    });

    const after = [...document.querySelectorAll('[data-testid="results"] output')].map((o) => o.textContent);
    expect(after.filter((text, i) => text !== before[i])).toHaveLength(14);
    expect(worked.kitStrings).toBe(2 + 14);
  });

  it('renders neither the dosing form around the tank volume nor its additive again', async () => {
    show(<DosingForm />);
    await screen.findByTestId('calculator');
    const input = document.getElementById('volumeL') as HTMLInputElement;
    const before = screen.getByTestId('result-doseMl').textContent;
    renders.clear();
    // the counters see the form and its actions render (so an empty count below means they did not render again)
    expect([around.get('form'), around.get('reset'), around.get('copy')].every((n) => (n ?? 0) > 0)).toBe(true);
    around.clear();

    act(() => {
      fireEvent.change(input, { target: { value: '60' } });
    });

    expect(screen.getByTestId('result-doseMl').textContent).not.toBe(before);
    expect(renders.get('volumeL')).toBeGreaterThan(0);
    expect(Object.fromEntries(around)).toEqual({});
    for (const id of ['parameter', 'alkalinityUnit', 'additiveId', 'current', 'target']) expect(renders.get(id) ?? 0).toBe(0);
  });

  /**
   * Per form: a field that shapes nothing, a result it changes, the fields that must not render again, and the
   * counted pieces that must not either (running cost's lists and export panel read the whole draft, its rows and
   * the link's length, so their buttons render with every keystroke, as they did before the form stopped doing so).
   */
  const frameAndActions = ['form', 'reset', 'copy'];
  const forms = [
    {
      name: 'volume',
      form: <VolumeForm />,
      typed: 'lengthCm',
      value: '120',
      result: 'totalWaterL',
      still: ['widthCm', 'heightCm', 'sandHeightCm', 'liveRockKg', 'equipmentPct', 'standLengthCm'],
      quiet: frameAndActions,
    },
    {
      name: 'saltmix',
      form: <SaltmixForm />,
      typed: 'volumeL',
      value: '60',
      result: 'addSaltG',
      still: ['temperatureC', 'targetSalinity', 'targetUnit', 'currentSalinity', 'currentUnit'],
      quiet: frameAndActions,
    },
    {
      name: 'nutrients',
      form: <NutrientsForm />,
      typed: 'foodG',
      value: '3',
      result: 'nitrateRisePpm',
      still: ['proteinPct', 'phosphorusPct', 'volumeL', 'conversionFraction'],
      quiet: frameAndActions,
    },
    {
      name: 'dilution',
      form: <DilutionForm />,
      typed: 'tankVolumeL',
      value: '300',
      result: 'requiredVolumeL',
      still: ['mode', 'parameter', 'current', 'target', 'newWater'],
      quiet: frameAndActions,
    },
    {
      name: 'running-cost',
      form: <RunningCostForm />,
      typed: 'priceKwh',
      value: '0.5',
      result: 'totalPerMonth',
      still: ['currency'],
      quiet: ['form', 'copy'],
    },
    {
      name: 'consumption',
      form: <ConsumptionForm />,
      typed: 'volumeL',
      value: '300',
      result: 'consumptionPerDay',
      still: ['parameter', 'firstLevel', 'secondLevel', 'days', 'targetLevel', 'dosesPerDay'],
      quiet: frameAndActions,
    },
  ];
  it.each(forms)(
    'renders neither the $name form around a field that shapes nothing nor the actions again',
    async ({ form, typed, value, result, still, quiet }) => {
      show(form);
      await screen.findByTestId('calculator');
      const input = document.getElementById(typed) as HTMLInputElement;
      const before = screen.getByTestId(`result-${result}`).textContent;
      renders.clear();
      // the counters see the form and its actions render (so an empty count below means they did not render again)
      expect([around.get('form'), around.get('reset'), around.get('copy')].every((n) => (n ?? 0) > 0)).toBe(true);
      around.clear();

      act(() => {
        fireEvent.change(input, { target: { value } });
      });

      expect(screen.getByTestId(`result-${result}`).textContent).not.toBe(before);
      expect(renders.get(typed)).toBeGreaterThan(0);
      for (const name of quiet) expect(around.get(name) ?? 0, name).toBe(0);
      for (const id of still) expect(renders.get(id) ?? 0).toBe(0);
    },
  );

  it('renders neither the thickness form around a panel size nor the actions again, only its frame', async () => {
    show(<ThicknessForm />);
    await screen.findByTestId('calculator');
    const input = document.getElementById('lengthMm') as HTMLInputElement;
    const before = screen.getByTestId('result-front.thicknessMm').textContent;
    renders.clear();
    // the counters see the form and its actions render (so an empty count below means they did not render again)
    expect([around.get('thickness'), around.get('reset'), around.get('copy')].every((n) => (n ?? 0) > 0)).toBe(true);
    around.clear();

    act(() => {
      fireEvent.change(input, { target: { value: '1200' } });
    });

    expect(screen.getByTestId('result-front.thicknessMm').textContent).not.toBe(before);
    expect(renders.get('lengthMm')).toBeGreaterThan(0);
    expect(around.get('form')).toBeGreaterThan(0);
    around.delete('form');
    expect(Object.fromEntries(around)).toEqual({});
    for (const id of ['material', 'waterHeightMm', 'widthMm', 'safetyFactor', 'tensileStrengthNmm2', 'youngsModulusNmm2'])
      expect(renders.get(id) ?? 0).toBe(0);
  });
});

'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useCallback, useMemo } from 'react';
import { MAX_FIXTURES, ppfdAt, REFRACTION_MODES, type ParResult } from '@/lib/calculators/par-distribution';
import { niceScaleMax } from '@/lib/calculators/par-distribution/color-scale';
import type { TankPoint } from '@/lib/calculators/par-distribution/map-geometry';
import { PAR_DEFAULTS } from '@/lib/calculators/par-distribution/schema';
import { FIGURE_FIELDS, presetFigures, screen, typeAfterEdit } from '@/lib/calculators/par-distribution/screen';
import { toNumberOrNaN } from '@/lib/number/input';
import { getAt, setAt, type Draft } from '@/lib/calculators/state';
import { CalculatorFrame } from '../kit/calculator-frame';
import { FieldGroup, NumberField, SegmentedField } from '../kit/fields';
import { ListField } from '../kit/list-field';
import type { CalculatorState } from '../kit/types';
import { useCalculator } from '../kit/use-calculator';
import { DepthSlider } from './depth-slider';
import { FixtureRow } from './fixture-row';
import { ParResults, type ParView } from './par-results';
import { ParSceneLoader } from './par-scene-loader';
import { ValueTable } from './value-table';
import { usePreviewDraft } from './use-preview-draft';

// the log (IndexedDB) is opened only on the client, after the map has painted
const SaveToLog = dynamic(() => import('./save-to-log').then((m) => m.SaveToLog), { ssr: false });

const SLUG = 'par-distribution';
const FIGURE_PATH = new RegExp(`^(fixtures\\.\\d+)\\.(${FIGURE_FIELDS.join('|')})$`);
const TOP_INPUTS = [
  'tankLengthCm',
  'tankWidthCm',
  'waterDepthCm',
  'depthCm',
  'nWater',
  'surfaceTransmission',
  'kdPerM',
  'gridNx',
  'gridNy',
];
const ROW_INPUTS = ['ppfdRef', 'dRefCm', 'beamDeg', 'heightCm', 'xCm', 'yCm'];

const numberIn = (draft: Draft, path: string) => {
  const v = toNumberOrNaN(getAt(draft, path));
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

/** The PAR map screen: tank, fixtures and model settings; statistics and heat map; table of values; 3D view. */
export function ParDistributionForm() {
  const calc = useCalculator(SLUG, screen);
  const t = useTranslations('Calculators.par-distribution');
  const { update, set: setInput } = calc;
  const { draft, preview, commit } = usePreviewDraft(calc.draft, update);
  // While a handle or the depth slider moves, the screen runs over the preview draft (usePreviewDraft).
  const parsed = useMemo(() => screen.schema.safeParse(draft), [draft]);
  const input = parsed.success ? parsed.data : null;
  const result = useMemo<ParResult | null>(() => (input ? screen.compute(input) : null), [input]);

  /** Editing a preset's figure turns the fixture into `custom` (the preset grade no longer applies). */
  const set = useCallback(
    (path: string, value: unknown) => {
      const m = FIGURE_PATH.exec(path);
      if (!m) return setInput(path, value);
      update((d) => {
        const next = setAt(d, path, value);
        const row = getAt(next, m[1]) as Draft;
        return setAt(next, `${m[1]}.type`, typeAfterEdit(row?.type, row ?? {}));
      });
    },
    [setInput, update],
  );
  /** Choosing a preset fills its three figures. */
  const onType = useCallback(
    (path: string, type: string) =>
      update((d) =>
        Object.entries(presetFigures(type) ?? {}).reduce((acc, [k, v]) => setAt(acc, `${path}.${k}`, v), setAt(d, `${path}.type`, type)),
      ),
    [update],
  );
  const onMove = useCallback(
    (index: number, p: TankPoint) => preview({ [`fixtures.${index}.xCm`]: String(p.xCm), [`fixtures.${index}.yCm`]: String(p.yCm) }),
    [preview],
  );

  const fixtureCount = Array.isArray(draft.fixtures) ? draft.fixtures.length : 0;
  const newFixture = (): Draft => ({
    name: t('newFixtureName', { n: fixtureCount + 1 }),
    type: 'led-puck-90',
    xCm: String((numberIn(draft, 'tankLengthCm') ?? 0) / 2),
    yCm: String((numberIn(draft, 'tankWidthCm') ?? 0) / 2),
    heightCm: '20',
    ...presetFigures('led-puck-90'),
  });
  const inputIds = useMemo(
    () => [...TOP_INPUTS, ...Array.from({ length: fixtureCount }, (_, i) => ROW_INPUTS.map((f) => `fixtures.${i}.${f}`)).flat()],
    [fixtureCount],
  );

  const view = useMemo<ParView | null>(() => {
    if (!input || !result) return null;
    return {
      result,
      nx: input.gridNx ?? PAR_DEFAULTS.gridNx,
      ny: input.gridNy ?? PAR_DEFAULTS.gridNy,
      lengthCm: input.tankLengthCm,
      widthCm: input.tankWidthCm,
      depthCm: input.depthCm,
      fixtures: input.fixtures.map((f, i) => ({ name: f.name || t('newFixtureName', { n: i + 1 }), xCm: f.xCm, yCm: f.yCm })),
      valueAt: (p: TankPoint) => ppfdAt(input, p.xCm, p.yCm),
      inputIds,
    };
  }, [input, result, inputIds, t]);

  const shown: CalculatorState<ParResult> = { ...calc, draft, result, set };
  return (
    <div className="flex flex-col gap-12">
      <CalculatorFrame
        calc={shown}
        title={t('title')}
        headline={(r) => ({ labelKey: 'average', value: r.average, unit: 'ppfd', quantity: 'ppfd' })}
        results={() => (view ? <ParResults view={view} onMove={onMove} onCommit={commit} /> : null)}
      >
        <FieldGroup titleKey="tank">
          <NumberField name="tankLengthCm" kind="length" />
          <NumberField name="tankWidthCm" kind="length" />
          <NumberField name="waterDepthCm" kind="length" />
          <NumberField name="depthCm" kind="length" />
          <DepthSlider onPreview={(v) => preview({ depthCm: v })} onCommit={commit} />
        </FieldGroup>
        <ListField
          name="fixtures"
          max={MAX_FIXTURES}
          allowDuplicate
          newRow={newFixture}
          row={(path) => <FixtureRow path={path} onType={onType} />}
        />
        <FieldGroup advanced>
          <div className="sm:col-span-2">
            <SegmentedField name="refraction" options={REFRACTION_MODES} />
          </div>
          <NumberField name="nWater" />
          <NumberField name="surfaceTransmission" />
          <NumberField name="kdPerM" unit="perM" />
          <NumberField name="gridNx" />
          <NumberField name="gridNy" />
        </FieldGroup>
      </CalculatorFrame>
      {view && input ? <ValueTable input={input} /> : null}
      <SaveToLog input={view ? input : null} />
      <ParSceneLoader
        data={
          view && input
            ? {
                lengthCm: input.tankLengthCm,
                widthCm: input.tankWidthCm,
                waterDepthCm: input.waterDepthCm,
                depthCm: input.depthCm,
                fixtures: input.fixtures,
                grid: view.result.grid,
                nx: view.nx,
                ny: view.ny,
                scaleMax: niceScaleMax(view.result.maximum),
                nWater: input.nWater ?? PAR_DEFAULTS.nWater,
                refraction: (input.refraction ?? PAR_DEFAULTS.refraction) === 'paraxial',
              }
            : null
        }
      />
    </div>
  );
}

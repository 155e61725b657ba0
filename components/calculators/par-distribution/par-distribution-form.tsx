'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { MAX_FIXTURES, ppfdSampler, REFRACTION_MODES, type ParResult } from '@/lib/calculators/par-distribution';
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
import type { SceneData } from './scene-types';
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
  const previewing = draft !== calc.draft;

  /*
   * The map, its legend, the table of values, the save section and the 3D view follow a deferred copy of the draft:
   * a typed key paints the field, the result bar and the statistics (the kit's own result) first, and those heavier
   * views, with their parse and compute, in a render React can interrupt. A gesture (a handle dragged or moved with
   * the keys, the slider) keeps them live, as the map repaints in the gesture's frame; after it they stay live until
   * the deferred copy has caught up, so the map never steps back to an older position. They are live as well when
   * the deferred copy is invalid and the draft is not, so the statistics never show without their map.
   */
  const settledDraft = useDeferredValue(draft);
  const [followLive, setFollowLive] = useState(false);
  if (previewing && !followLive) setFollowLive(true);
  if (!previewing && followLive && settledDraft === draft) setFollowLive(false);
  const settledParsed = useMemo(() => screen.schema.safeParse(settledDraft), [settledDraft]);
  const live = previewing || followLive || (!settledParsed.success && calc.result !== null);
  const mapDraft = live ? draft : settledDraft;
  const parsed = useMemo(
    () => (mapDraft === settledDraft ? settledParsed : screen.schema.safeParse(mapDraft)),
    [mapDraft, settledDraft, settledParsed],
  );
  const mapInput = parsed.success ? parsed.data : null;
  const mapResult = useMemo<ParResult | null>(() => (mapInput ? screen.compute(mapInput) : null), [mapInput]);
  // The statistics and the result bar: the kit's result of the committed draft, or the preview's (then mapDraft is it).
  const result = previewing ? mapResult : calc.result;

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
  const newFixture = useCallback(
    (): Draft => ({
      name: t('newFixtureName', { n: fixtureCount + 1 }),
      type: 'led-puck-90',
      xCm: String((numberIn(draft, 'tankLengthCm') ?? 0) / 2),
      yCm: String((numberIn(draft, 'tankWidthCm') ?? 0) / 2),
      heightCm: '20',
      ...presetFigures('led-puck-90'),
    }),
    [draft, fixtureCount, t],
  );
  const inputIds = useMemo(
    () => [...TOP_INPUTS, ...Array.from({ length: fixtureCount }, (_, i) => ROW_INPUTS.map((f) => `fixtures.${i}.${f}`)).flat()],
    [fixtureCount],
  );

  const view = useMemo<ParView | null>(() => {
    if (!mapInput || !mapResult) return null;
    const at = ppfdSampler(mapInput);
    return {
      result: mapResult,
      nx: mapInput.gridNx ?? PAR_DEFAULTS.gridNx,
      ny: mapInput.gridNy ?? PAR_DEFAULTS.gridNy,
      lengthCm: mapInput.tankLengthCm,
      widthCm: mapInput.tankWidthCm,
      depthCm: mapInput.depthCm,
      fixtures: mapInput.fixtures.map((f, i) => ({ name: f.name || t('newFixtureName', { n: i + 1 }), xCm: f.xCm, yCm: f.yCm })),
      valueAt: (p: TankPoint) => at(p.xCm, p.yCm),
    };
  }, [mapInput, mapResult, t]);
  // An invalid draft takes the map views down at once, with the statistics.
  const shownView = result !== null ? view : null;
  const shownInput = shownView ? mapInput : null;
  const sceneData = useMemo<SceneData | null>(
    () =>
      view && mapInput
        ? {
            lengthCm: mapInput.tankLengthCm,
            widthCm: mapInput.tankWidthCm,
            waterDepthCm: mapInput.waterDepthCm,
            depthCm: mapInput.depthCm,
            fixtures: mapInput.fixtures,
            grid: view.result.grid,
            nx: view.nx,
            ny: view.ny,
            scaleMax: niceScaleMax(view.result.maximum),
            nWater: mapInput.nWater ?? PAR_DEFAULTS.nWater,
            refraction: (mapInput.refraction ?? PAR_DEFAULTS.refraction) === 'paraxial',
          }
        : null,
    [view, mapInput],
  );

  /*
   * The fields' context and the fields themselves stay the same objects while the draft does, so the deferred
   * render of the map views (above) does not render every field again. `issues` is a new object on each render of
   * the kit, but it follows calc.draft: the kit's parse of it with the screen's schema.
   */
  const { slug, namespace, issues, labels, ready, pending, stale, reset, shareUrl } = calc;
  const state = useMemo<CalculatorState<ParResult>>(
    () => ({ slug, namespace, draft, set, update, issues, result, ready, pending, stale, labels, reset, shareUrl }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- issues is a function of calc.draft (see above)
    [slug, namespace, draft, calc.draft, set, update, result, ready, pending, stale, labels, reset, shareUrl],
  );
  const fields = useMemo(
    () => (
      <>
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
      </>
    ),
    [preview, commit, newFixture, onType],
  );
  return (
    <div className="flex flex-col gap-12">
      <CalculatorFrame
        calc={state}
        title={t('title')}
        headline={(r) => ({ labelKey: 'average', value: r.average, unit: 'ppfd', quantity: 'ppfd' })}
        results={() =>
          result && shownView ? <ParResults result={result} view={shownView} inputIds={inputIds} onMove={onMove} onCommit={commit} /> : null
        }
      >
        {fields}
      </CalculatorFrame>
      {shownInput ? <ValueTable input={shownInput} /> : null}
      <SaveToLog input={shownInput} />
      <ParSceneLoader data={shownView ? sceneData : null} />
    </div>
  );
}

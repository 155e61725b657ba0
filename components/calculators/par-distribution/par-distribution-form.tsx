'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
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
import type { FormStore } from '../kit/form-store';
import type { CalculatorState } from '../kit/types';
import { useCalculatorSetup, useCalculatorState, type CalculatorSetup } from '../kit/use-calculator';
import { DepthSlider } from './depth-slider';
import { FixtureRow } from './fixture-row';
import { ParResults, type ParView } from './par-results';
import { ParSceneLoader } from './par-scene-loader';
import { SaveToLogSlot } from './save-to-log-slot';
import type { SceneData } from './scene-types';
import { ValueTable } from './value-table';
import { useAfterFrame } from './use-after-frame';
import { usePreviewDraft, type DraftPatch } from './use-preview-draft';

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

/**
 * The PAR map screen: tank, fixtures and model settings; statistics and heat map; table of values; 3D view.
 *
 * The form holds the calculator's setup, not its state (useCalculatorSetup), and reads no input itself: a typed key
 * renders the typed field (and the depth slider, for the depth), the result bar and the statistics, not the form,
 * its other fields or the fixture rows (docs/performance.md, "Keystroke to result"). The fields read the draft with a
 * gesture's preview over it (usePreviewDraft), a store of a stable identity like the kit's own.
 */
export function ParDistributionForm() {
  const setup = useCalculatorSetup(SLUG, screen);
  const t = useTranslations('Calculators.par-distribution');
  const { store } = setup;

  /** Editing a preset's figure turns the fixture into `custom` (the preset grade no longer applies). */
  const set = useCallback(
    (path: string, value: unknown) => {
      const m = FIGURE_PATH.exec(path);
      if (!m) return store.set(path, value);
      store.update((d) => {
        const next = setAt(d, path, value);
        const row = getAt(next, m[1]) as Draft;
        return setAt(next, `${m[1]}.type`, typeAfterEdit(row?.type, row ?? {}));
      });
    },
    [store],
  );
  /** Choosing a preset fills its three figures. */
  const onType = useCallback(
    (path: string, type: string) =>
      store.update((d) =>
        Object.entries(presetFigures(type) ?? {}).reduce((acc, [k, v]) => setAt(acc, `${path}.${k}`, v), setAt(d, `${path}.type`, type)),
      ),
    [store],
  );
  const { store: shown, preview, commit } = usePreviewDraft(store, set);

  /** A new fixture in the middle of the tank as it is when the button is pressed. */
  const newFixture = useCallback((): Draft => {
    const { draft } = shown.get();
    const count = Array.isArray(draft.fixtures) ? draft.fixtures.length : 0;
    return {
      name: t('newFixtureName', { n: count + 1 }),
      type: 'led-puck-90',
      xCm: String((numberIn(draft, 'tankLengthCm') ?? 0) / 2),
      yCm: String((numberIn(draft, 'tankWidthCm') ?? 0) / 2),
      heightCm: '20',
      ...presetFigures('led-puck-90'),
    };
  }, [shown, t]);
  const previewDepth = useCallback((v: string) => preview({ depthCm: v }), [preview]);
  const fixtureRow = useCallback((path: string) => <FixtureRow path={path} onType={onType} />, [onType]);

  // The same elements for the life of the form: React skips them when the screen around them renders.
  const fields = useMemo(
    () => (
      <>
        <FieldGroup titleKey="tank">
          <NumberField name="tankLengthCm" kind="length" />
          <NumberField name="tankWidthCm" kind="length" />
          <NumberField name="waterDepthCm" kind="length" />
          <NumberField name="depthCm" kind="length" />
          <DepthSlider onPreview={previewDepth} onCommit={commit} />
        </FieldGroup>
        <ListField name="fixtures" max={MAX_FIXTURES} allowDuplicate newRow={newFixture} row={fixtureRow} />
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
    [previewDepth, commit, newFixture, fixtureRow],
  );
  return (
    <ParScreen setup={setup} shown={shown} preview={preview} commit={commit}>
      {fields}
    </ParScreen>
  );
}

/**
 * What follows the draft: the kit's state, the result bar, the statistics and the map views. It renders on every
 * change of the draft; the fields it is given are the form's elements, which React skips.
 */
function ParScreen({
  setup,
  shown,
  preview,
  commit,
  children,
}: {
  setup: CalculatorSetup<ParResult>;
  shown: FormStore;
  preview: (patch: DraftPatch) => void;
  commit: () => void;
  children: ReactNode;
}) {
  const calc = useCalculatorState(setup);
  const t = useTranslations('Calculators.par-distribution');
  const { draft } = useSyncExternalStore(shown.subscribe, shown.get, shown.get);
  // While a handle or the depth slider moves, the screen runs over the preview draft (usePreviewDraft).
  const previewing = draft !== calc.draft;

  /*
   * The map, its legend, the table of values, the save section and the 3D view follow a deferred copy of the draft:
   * a typed key paints the field, the result bar and the statistics (the kit's own result) first, and those heavier
   * views, with their parse and compute, after that frame, in a render React can interrupt. A gesture (a handle dragged or moved with
   * the keys, the slider) keeps them live, as the map repaints in the gesture's frame; after it they stay live until
   * the deferred copy has caught up, so the map never steps back to an older position. They are live as well when
   * the deferred copy is invalid and the draft is not, so the statistics never show without their map. An invalid
   * draft (no statistics, no map: nothing to draw) is followed at once.
   */
  const settledDraft = useAfterFrame(draft, !previewing && calc.result === null);
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

  const onMove = useCallback(
    (index: number, p: TankPoint) => preview({ [`fixtures.${index}.xCm`]: String(p.xCm), [`fixtures.${index}.yCm`]: String(p.yCm) }),
    [preview],
  );
  const fixtureCount = Array.isArray(draft.fixtures) ? draft.fixtures.length : 0;
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

  // The kit's state over the preview: the fields read `shown` (the draft with the gesture over it, and the form's `set`).
  const state: CalculatorState<ParResult> = { ...calc, draft, set: shown.set, store: shown, result };
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
        {children}
      </CalculatorFrame>
      {shownInput ? <ValueTable input={shownInput} /> : null}
      <SaveToLogSlot input={shownInput} />
      <ParSceneLoader data={shownView ? sceneData : null} />
    </div>
  );
}

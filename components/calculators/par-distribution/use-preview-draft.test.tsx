import { describe, expect, it, vi } from 'vitest';
import type { Draft } from '@/lib/calculators/state';
import { createFieldLabels } from '../kit/field-labels';
import { createDraftStore } from '../kit/form-store';
import { createPreviewStore } from './use-preview-draft';

const base: Draft = { depthCm: '30', fixtures: [{ xCm: '22.5', yCm: '22.5' }] };

describe('usePreviewDraft', () => {
  it('shows previewed values over the draft and commits them once, at the end of the gesture', () => {
    const store = createDraftStore(
      base,
      () => null,
      () => ({}),
      createFieldLabels(),
      'Calculators.par-distribution',
    );
    const update = vi.spyOn(store, 'update');
    const { store: shown, preview, commit } = createPreviewStore(store, store.set);
    const heard = vi.fn();
    shown.subscribe(heard);
    expect(shown.get().draft).toBe(base);
    preview({ 'fixtures.0.xCm': '30' });
    preview({ 'fixtures.0.xCm': '31', 'fixtures.0.yCm': '20' });
    expect(shown.get().draft).toEqual({ depthCm: '30', fixtures: [{ xCm: '31', yCm: '20' }] });
    expect(shown.get()).toBe(shown.get()); // one snapshot until something changes (useSyncExternalStore needs it)
    expect(heard).toHaveBeenCalledTimes(2);
    expect(base.fixtures).toEqual([{ xCm: '22.5', yCm: '22.5' }]); // the draft itself is untouched
    expect(store.get().draft).toBe(base);
    expect(update).not.toHaveBeenCalled();

    commit();
    expect(update).toHaveBeenCalledTimes(1);
    expect(store.get().draft).toEqual({ depthCm: '30', fixtures: [{ xCm: '31', yCm: '20' }] });
    expect(shown.get().draft).toBe(store.get().draft);

    commit(); // nothing pending: no second write
    expect(update).toHaveBeenCalledTimes(1);
  });
});

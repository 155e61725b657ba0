// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Draft } from '@/lib/calculators/state';
import { usePreviewDraft } from './use-preview-draft';

const base: Draft = { depthCm: '30', fixtures: [{ xCm: '22.5', yCm: '22.5' }] };

describe('usePreviewDraft', () => {
  it('shows previewed values over the draft and commits them once, at the end of the gesture', () => {
    const update = vi.fn<(change: (d: Draft) => Draft) => void>();
    const { result } = renderHook(() => usePreviewDraft(base, update));
    expect(result.current.draft).toBe(base);
    act(() => result.current.preview({ 'fixtures.0.xCm': '30' }));
    act(() => result.current.preview({ 'fixtures.0.xCm': '31', 'fixtures.0.yCm': '20' }));
    expect(result.current.draft).toEqual({ depthCm: '30', fixtures: [{ xCm: '31', yCm: '20' }] });
    expect(base.fixtures).toEqual([{ xCm: '22.5', yCm: '22.5' }]); // the draft itself is untouched
    expect(update).not.toHaveBeenCalled();

    act(() => result.current.commit());
    expect(update).toHaveBeenCalledTimes(1);
    expect(update.mock.calls[0][0](base)).toEqual({ depthCm: '30', fixtures: [{ xCm: '31', yCm: '20' }] });
    expect(result.current.draft).toBe(base);

    act(() => result.current.commit()); // nothing pending: no second write
    expect(update).toHaveBeenCalledTimes(1);
  });
});

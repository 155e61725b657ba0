import type { ComponentProps } from 'react';

/*
 * Render counts for the narrow-render tests (kit/narrow-render.test.tsx, par-distribution/narrow-render.test.tsx):
 * their `vi.mock` factories import this module, so the tests and the mocked modules share these maps.
 */

/** Renders of each field's label block (components/ui/field.tsx's Field), by the field's id. */
export const fieldRenders = new Map<string, number>();

/** Renders of the pieces around the fields, by the name a test gave them (`counted`). */
export const around = new Map<string, number>();

/** components/ui/field.tsx with its Field counted by id (a `vi.mock` factory's body). */
export async function countingField(importOriginal: () => Promise<typeof import('@/components/ui/field')>) {
  const actual = await importOriginal();
  return {
    ...actual,
    Field: (props: ComponentProps<typeof actual.Field>) => {
      fieldRenders.set(props.id, (fieldRenders.get(props.id) ?? 0) + 1);
      return actual.Field(props);
    },
  };
}

/**
 * A mocked module whose `component` adds one to `name` at each render. A memoized component is counted inside its
 * memo, so that what the memo skips is not counted.
 */
export async function counted<M extends object, K extends keyof M>(actual: M, component: K, name: string): Promise<M> {
  const { memo } = await import('react');
  const original = actual[component] as ((props: unknown) => unknown) | { type: (props: unknown) => unknown };
  const render = typeof original === 'function' ? original : original.type;
  const wrapped = (props: unknown) => {
    around.set(name, (around.get(name) ?? 0) + 1);
    return render(props);
  };
  return { ...actual, [component]: typeof original === 'function' ? wrapped : memo(wrapped as never) };
}

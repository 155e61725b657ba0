import { expect, it } from 'vitest';
import { pickMessages } from './pick';

it('keeps only the asked namespaces, nested ones included', () => {
  const m = { A: { x: '1' }, B: { y: '2' }, C: { d: { e: '3' }, f: '4' } };
  expect(pickMessages(m, ['A', 'C.d', 'Missing'])).toEqual({ A: { x: '1' }, C: { d: { e: '3' } } });
});

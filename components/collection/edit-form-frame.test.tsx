// @vitest-environment jsdom
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenDefaults } from '@/lib/calculators/par-distribution/screen';
import type { AnimalValues, Placement } from '@/lib/collection/model';
import { parAtPlacement, type SavedParMap } from '@/lib/collection/par-map';
import { addAnimal, recordEvent } from '@/lib/collection/repo';
import { createLogDb, type LogDb } from '@/lib/log/db';
import { createTank, LogWriteError } from '@/lib/log/repo';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { EditFormFrame } from './edit-form-frame';
import { EventEditForm } from './event-edit-form';

const C = { en: en.Collection, ja: ja.Collection };
let dbs: LogDb[] = [];
afterEach(() => {
  for (const db of dbs) db.close();
  dbs = [];
});
const wrap = (node: React.ReactNode, locale: 'en' | 'ja' = 'en') => (
  <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : ja} timeZone="Asia/Tokyo">
    {node}
  </NextIntlClientProvider>
);

describe('EditFormFrame', () => {
  const frame = (onSave: (f: FormData) => Promise<string | void>, onDone = vi.fn(), locale: 'en' | 'ja' = 'en') => {
    render(
      wrap(
        <EditFormFrame idPrefix="x" title="Edit it" testId="edit-x" onSave={onSave} onDone={onDone}>
          <label htmlFor="x-a">A</label>
          <input id="x-a" name="a" defaultValue="one" />
          <input name="b" />
        </EditFormFrame>,
        locale,
      ),
    );
    return onDone;
  };

  it('is a form named by its title, with the first field focused', () => {
    frame(() => Promise.resolve());
    expect(screen.getByRole('form', { name: 'Edit it' })).toHaveAttribute('data-testid', 'edit-x');
    expect(screen.getByLabelText('A')).toHaveFocus();
  });

  it('saves with the form’s fields and says it saved; Cancel and Escape cancel', async () => {
    const save = vi.fn((f: FormData) => Promise.resolve(void f));
    const done = frame(save);
    fireEvent.click(screen.getByRole('button', { name: en.Collection.edit.save }));
    await waitFor(() => expect(done).toHaveBeenCalledWith(true));
    expect(save.mock.calls[0][0].get('a')).toBe('one');
    fireEvent.click(screen.getByRole('button', { name: en.Log.cancel }));
    expect(done).toHaveBeenLastCalledWith(false);
    fireEvent.keyDown(screen.getByLabelText('A'), { key: 'Escape' });
    expect(done).toHaveBeenCalledTimes(3);
    expect(done).toHaveBeenLastCalledWith(false);
  });

  it('shows what onSave refuses, and a failed write in the visitor’s language', async () => {
    const done = frame(() => Promise.resolve('No date'));
    fireEvent.click(screen.getByRole('button', { name: en.Collection.edit.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No date');
    expect(done).not.toHaveBeenCalled();
  });

  it('says a full disk apart from other failures (ja)', async () => {
    frame(() => Promise.reject(new LogWriteError('quota')), vi.fn(), 'ja');
    fireEvent.click(screen.getByRole('button', { name: ja.Collection.edit.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ja.Collection.errors.quota);
  });
});

const coral: AnimalValues = {
  speciesId: null,
  freeName: 'Blue tort',
  nickname: null,
  count: 1,
  acquiredAt: '2026-11-01',
  source: { kind: 'shop', text: null },
  price: null,
  placement: { zone: 'upper', heightCm: 30, par: 300 },
  status: 'alive',
};

/** A coral in a tank of a fresh log, moved to `placement`. */
async function movedCoral(placement: Placement) {
  const db = createLogDb({ indexedDB: new IDBFactory(), IDBKeyRange }, `event-edit-${dbs.length}`);
  dbs.push(db);
  const tank = await createTank(db, { name: 'Reef', volumeL: 300, targets: {} });
  const { animal } = await addAnimal(db, { tankId: tank.id, at: '2026-11-01T12:00:00Z', values: coral });
  const move = await recordEvent(db, animal.id, { type: 'moved', at: '2026-11-05T12:00:00Z', placement });
  return { db, animal, move };
}

describe('EventEditForm of a move, with the tank’s saved PAR map', () => {
  it('fills the PAR from the map at the spot and height, keeps it editable, and stores the number in the field', async () => {
    const { db, animal, move } = await movedCoral({ zone: 'middle', heightCm: 20, par: 150 });
    const map: SavedParMap = { entryId: 'n1', at: '2026-11-02T12:00:00Z', input: screenDefaults };
    const done = vi.fn();
    render(wrap(<EventEditForm db={db} event={move} title="Edit move" parMap={map} onDone={done} />));
    expect(screen.getByTestId(`event-edit-${move.id}-par-map`)).toHaveTextContent('90 × 45 cm');
    const par = screen.getByLabelText(C.en.fields.par);
    expect(par).toHaveValue('150'); // the stored value until the spot moves
    fireEvent.change(screen.getByLabelText(C.en.parMap.xCm), { target: { value: '22.5' } });
    fireEvent.change(screen.getByLabelText(C.en.parMap.yCm), { target: { value: '22.5' } });
    fireEvent.change(screen.getByLabelText(C.en.fields.heightCm), { target: { value: '25' } });
    const want = parAtPlacement(screenDefaults, { xCm: 22.5, yCm: 22.5, heightCm: 25 });
    if (!want.ok) throw new Error('the default map gives no PAR at the spot');
    expect(par).toHaveValue(String(want.par));
    fireEvent.change(par, { target: { value: '222' } }); // a measured value wins
    fireEvent.click(screen.getByRole('button', { name: C.en.edit.save }));
    await waitFor(() => expect(done).toHaveBeenCalledWith(true));
    const stored = await db.entries.get(move.id);
    expect(stored?.values).toMatchObject({ placement: { zone: 'middle', heightCm: 25, par: 222 } });
    expect((await db.entries.get(animal.id))?.values).toMatchObject({ placement: { zone: 'middle', heightCm: 25, par: 222 } });
  });

  it('without a map the PAR is typed, as before', async () => {
    const { db, move } = await movedCoral({ zone: 'lower', heightCm: 5, par: 90 });
    render(wrap(<EventEditForm db={db} event={move} title="移動を編集" onDone={vi.fn()} />, 'ja'));
    expect(screen.queryByLabelText(C.ja.parMap.xCm)).toBeNull();
    fireEvent.change(screen.getByLabelText(C.ja.fields.heightCm), { target: { value: '8' } });
    expect(screen.getByLabelText(C.ja.fields.par)).toHaveValue('90');
  });
});

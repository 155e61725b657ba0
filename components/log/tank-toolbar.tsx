'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { LogTank } from '@/lib/log/model';
import { isOneOf } from '@/lib/one-of';
import { ALKALINITY_UNITS, type AlkalinityUnit } from '@/lib/units';
import { inputClass } from './log-styles';

/** The log's tank bar: which tank is shown (with its due tasks), the alkalinity unit, new/edit/archive, archived shown. */
export function TankToolbar({
  tanks,
  visible,
  tank,
  due,
  alkUnit,
  onAlkUnit,
  showArchived,
  onShowArchived,
  onChoose,
  onNew,
  onEdit,
  onArchive,
}: {
  /** every tank, archived ones too */
  tanks: readonly LogTank[];
  /** the tanks the picker offers */
  visible: readonly LogTank[];
  tank: LogTank | null;
  /** due tasks per tank id, once read */
  due: ReadonlyMap<string, number> | null;
  alkUnit: AlkalinityUnit;
  onAlkUnit: (unit: AlkalinityUnit) => void;
  showArchived: boolean;
  onShowArchived: (show: boolean) => void;
  onChoose: (tankId: string) => void;
  onNew: () => void;
  onEdit: () => void;
  onArchive: (tank: LogTank) => void;
}) {
  const t = useTranslations('Log');
  return (
    <div className="flex flex-wrap items-end gap-3">
      {visible.length ? (
        <div className="flex flex-col gap-1">
          <label htmlFor="log-tank" className="text-sm font-medium">
            {t('tank.choose')}
          </label>
          <select id="log-tank" value={tank?.id ?? ''} onChange={(e) => onChoose(e.target.value)} className={inputClass}>
            {visible.map((x) => (
              <option key={x.id} value={x.id}>
                {x.archivedAt
                  ? t('tank.archivedName', { name: x.name })
                  : due?.get(x.id)
                    ? t('tank.dueName', { name: x.name, count: due.get(x.id)! })
                    : x.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor="log-alk-unit" className="text-sm font-medium">
          {t('alkalinityUnit')}
        </label>
        <select
          id="log-alk-unit"
          value={alkUnit}
          onChange={(e) => {
            if (isOneOf(ALKALINITY_UNITS, e.target.value)) onAlkUnit(e.target.value);
          }}
          className={inputClass}
        >
          {ALKALINITY_UNITS.map((u) => (
            <option key={u} value={u}>
              {t(`alkUnitOptions.${u}`)}
            </option>
          ))}
        </select>
      </div>
      {tanks.length ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="quiet" type="button" onClick={onNew}>
            {t('tank.new')}
          </Button>
          {tank ? (
            <>
              <Button variant="quiet" type="button" onClick={onEdit}>
                {t('tank.edit')}
              </Button>
              <Button variant="quiet" type="button" onClick={() => onArchive(tank)}>
                {tank.archivedAt ? t('tank.restore') : t('tank.archive')}
              </Button>
            </>
          ) : null}
          {tanks.some((x) => x.archivedAt) ? (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={showArchived}
                onChange={(e) => onShowArchived(e.target.checked)}
                className="h-4 w-4 accent-cyan-700"
              />
              {t('tank.showArchived')}
            </label>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

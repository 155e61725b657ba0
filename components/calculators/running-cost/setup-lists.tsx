'use client';

import { getAt, type Draft } from '@/lib/calculators/state';
import { FOOD_TYPES, MAX_NAME_CHARS, MAX_ROWS } from '@/lib/calculators/running-cost';
import { useCalculatorContext } from '@/components/calculators/kit/calculator-context';
import { NumberField, SelectField, TextField, ToggleField } from '@/components/calculators/kit/fields';
import { ListField } from '@/components/calculators/kit/list-field';
import { RowCost } from './row-cost';
import { useMoney } from './use-money';
import { isOneOf } from '@/lib/one-of';

const newDevice = (): Draft => ({ name: '', watts: '', hoursPerDay: '', powerPct: '100', runs24h: false });
const newAdditive = (): Draft => ({ name: '', dailyMl: '', productSizeMl: '', productCost: '' });
const newFood = (): Draft => ({ type: 'pellets', costPerPack: '', packSize: '', durationDays: '' });

/** Devices: watts × hours (24 when "runs 24 h") × power %. */
export function DeviceList() {
  const calc = useCalculatorContext();
  return (
    <ListField
      name="devices"
      max={MAX_ROWS}
      newRow={newDevice}
      row={(path, i) => {
        const allDay = getAt(calc.draft, `${path}.runs24h`);
        return (
          <>
            <TextField name={`${path}.name`} labelKey="devices.name" maxLength={MAX_NAME_CHARS} />
            <NumberField name={`${path}.watts`} labelKey="devices.watts" unit="W" />
            <NumberField name={`${path}.powerPct`} labelKey="devices.powerPct" unit="percent" />
            {allDay === true || allDay === 'true' ? null : (
              <NumberField name={`${path}.hoursPerDay`} labelKey="devices.hoursPerDay" unit="h" />
            )}
            <div className="sm:col-span-2">
              <ToggleField name={`${path}.runs24h`} labelKey="devices.runs24h" />
            </div>
            <RowCost list="devices" index={i} />
          </>
        );
      }}
    />
  );
}

/** Additives: daily mL × product cost ÷ product size. */
export function AdditiveList() {
  const money = useMoney();
  return (
    <ListField
      name="additives"
      max={MAX_ROWS}
      newRow={newAdditive}
      row={(path, i) => (
        <>
          <TextField name={`${path}.name`} labelKey="additives.name" maxLength={MAX_NAME_CHARS} />
          <NumberField name={`${path}.dailyMl`} labelKey="additives.dailyMl" unit="mL" />
          <NumberField name={`${path}.productSizeMl`} labelKey="additives.productSizeMl" unit="mL" />
          <NumberField name={`${path}.productCost`} labelKey="additives.productCost" unit={money.symbol} />
          <RowCost list="additives" index={i} />
        </>
      )}
    />
  );
}

/** Foods: cost per pack ÷ days a pack lasts (the pack size is for reference). */
export function FoodList() {
  const calc = useCalculatorContext();
  const money = useMoney();
  return (
    <ListField
      name="foods"
      max={MAX_ROWS}
      newRow={newFood}
      row={(path, i) => {
        const type = getAt(calc.draft, `${path}.type`);
        const custom = typeof type === 'string' && type !== '' && !isOneOf(FOOD_TYPES, type);
        return (
          <>
            <SelectField
              name={`${path}.type`}
              labelKey="foods.type"
              optionKey="foodType"
              options={custom ? [{ value: type, label: type }, ...FOOD_TYPES] : FOOD_TYPES}
            />
            <NumberField name={`${path}.costPerPack`} labelKey="foods.costPerPack" unit={money.symbol} />
            <NumberField name={`${path}.packSize`} labelKey="foods.packSize" unit="g" />
            <NumberField name={`${path}.durationDays`} labelKey="foods.durationDays" unit="days" />
            <RowCost list="foods" index={i} />
          </>
        );
      }}
    />
  );
}

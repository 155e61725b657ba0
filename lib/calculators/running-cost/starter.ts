import { defaultCurrency, type CurrencyCode } from '@/lib/money';
import type * as z from 'zod/mini';
import type { schema } from './schema';

/** Row names of the starter setup, in the visitor's language (from messages). */
export interface StarterNames {
  returnPump: string;
  wavemaker: string;
  light: string;
  heater: string;
  skimmer: string;
  additive: string;
}

export type StarterSetup = z.input<typeof schema> & { currency: CurrencyCode };

/** Starter prices in the locale's currency: 0.17 US$/kWh (about the US residential average) or 31 円/kWh (家電公取協 目安単価). */
const PRICES = {
  USD: { priceKwh: 0.17, additiveCost: 25, foodCost: 12, saltPrice: 60 },
  JPY: { priceKwh: 31, additiveCost: 3000, foodCost: 1200, saltPrice: 8000 },
} as const;

/**
 * What a new visitor starts from on the screen: a small reef tank (about 150 L) with a return pump, a wavemaker,
 * an LED light 10 h a day, a heater (hours = duty time), a skimmer, one additive, one food and weekly water changes,
 * priced in the locale's currency. The module's `defaults` stay the methods.md#contract reference input.
 */
export function starterSetup(locale: string, names: StarterNames): StarterSetup {
  const currency = defaultCurrency(locale);
  const p = currency === 'JPY' ? PRICES.JPY : PRICES.USD;
  return {
    currency,
    devices: [
      { name: names.returnPump, watts: 35, hoursPerDay: 24, powerPct: 100, runs24h: true },
      { name: names.wavemaker, watts: 20, hoursPerDay: 24, powerPct: 60, runs24h: true },
      { name: names.light, watts: 90, hoursPerDay: 10, powerPct: 70, runs24h: false },
      { name: names.heater, watts: 150, hoursPerDay: 6, powerPct: 100, runs24h: false },
      { name: names.skimmer, watts: 15, hoursPerDay: 24, powerPct: 100, runs24h: true },
    ],
    priceKwh: p.priceKwh,
    additives: [{ name: names.additive, dailyMl: 10, productSizeMl: 1000, productCost: p.additiveCost }],
    foods: [{ type: 'pellets', costPerPack: p.foodCost, packSize: 100, durationDays: 60 }],
    salt: { tankVolumeL: 150, waterChangePct: 10, frequency: 'weekly', saltPrice: p.saltPrice, bucketCapacityL: 750 },
  };
}

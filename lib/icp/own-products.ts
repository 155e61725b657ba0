import type { LogEntry } from '@/lib/log/model';
import { nameUuid } from '@/lib/log/name-uuid';
import { ICP_ELEMENTS } from './catalogue';
import type { CustomIcpProduct } from './products';

/**
 * A keeper's own correction products for the ICP plan (docs/icp.md#own-products). The keeper types the label's
 * "X mL (or g) raise ELEMENT by Z (unit) in V L" and, when the maker states it, the largest raise a day. What was
 * typed is stored as typed, in a `note` entry of the tank (`typed` holds the fields, `typed.icpProduct` marks it), so
 * it syncs with the keeper's account, leaves with the JSON export and comes back with its import; every read goes
 * through `checkOwnProduct` again, so a hand-edited file cannot put a bad strength into the plan.
 */

export const OWN_PRODUCT_FIELDS = ['name', 'element', 'amount', 'raises', 'inL', 'maxDaily'] as const;
export type OwnProductField = (typeof OWN_PRODUCT_FIELDS)[number];
export type OwnProductProblem = 'required' | 'notNumber' | 'notPositive' | 'tooLong' | 'unknownElement' | 'unitMismatch' | 'tooLarge';

export const OWN_PRODUCT_UNITS = ['mg/L', 'µg/L', 'dKH'] as const;
export type OwnProductUnit = (typeof OWN_PRODUCT_UNITS)[number];

/** The form as typed: texts, a number with a point or a comma. */
export interface OwnProductForm {
  name: string;
  element: string;
  amount: string;
  doseUnit: 'mL' | 'g';
  raises: string;
  unit: OwnProductUnit;
  inL: string;
  /** empty when the maker states none */
  maxDaily: string;
}

export const MAX_OWN_PRODUCT_NAME = 80;
/** a label's figures beyond this are typing errors (a litre of product, a raise of 10 g/L, 100 m³) */
const MAX_FIGURE = 100_000;

/** The elements a keeper can add a product for: those the catalogue classes as worth dosing (the plan doses no other). */
export const OWN_PRODUCT_ELEMENTS: readonly string[] = ICP_ELEMENTS.filter((e) => e.doseClass === 'dose').map((e) => e.element);

/** A number typed with a point or a comma ("1,5", "0.02"), or null. */
export function readFigure(text: string): number | null {
  const t = text.trim().replace(/\s/g, '');
  if (!/^(\d+([.,]\d*)?|[.,]\d+)$/.test(t)) return null;
  return Number(t.replace(',', '.'));
}

export type OwnProductCheck =
  { product: CustomIcpProduct; problems: null } | { product: null; problems: Partial<Record<OwnProductField, OwnProductProblem>> };

/** The form as a custom product, or the problem of each field that is not right. */
export function checkOwnProduct(form: OwnProductForm): OwnProductCheck {
  const problems: Partial<Record<OwnProductField, OwnProductProblem>> = {};
  const name = form.name.trim();
  if (!name) problems.name = 'required';
  else if (name.length > MAX_OWN_PRODUCT_NAME) problems.name = 'tooLong';
  if (!form.element) problems.element = 'required';
  else if (!OWN_PRODUCT_ELEMENTS.includes(form.element)) problems.element = 'unknownElement';
  else if ((form.element === 'KH') !== (form.unit === 'dKH')) problems.raises = 'unitMismatch';
  const figure = (field: OwnProductField, text: string, optional = false): number | null => {
    if (!text.trim()) {
      if (!optional) problems[field] = 'required';
      return null;
    }
    const n = readFigure(text);
    if (n === null) problems[field] = 'notNumber';
    else if (!(n > 0)) problems[field] = 'notPositive';
    else if (n > MAX_FIGURE) problems[field] = 'tooLarge';
    return n;
  };
  const amount = figure('amount', form.amount);
  const raises = problems.raises ? null : figure('raises', form.raises);
  const inL = figure('inL', form.inL);
  const maxDaily = figure('maxDaily', form.maxDaily, true);
  if (!(OWN_PRODUCT_UNITS as readonly string[]).includes(form.unit)) problems.raises = 'unitMismatch';
  if (form.doseUnit !== 'mL' && form.doseUnit !== 'g') problems.amount = 'required';
  if (Object.keys(problems).length) return { product: null, problems };
  return {
    product: {
      name,
      element: form.element,
      ml: amount!,
      doseUnit: form.doseUnit,
      raises: raises!,
      unit: form.unit,
      inL: inL!,
      maxDaily,
    },
    problems: null,
  };
}

const TYPED_PREFIX = 'icpProduct.';
const FORM_KEYS = ['name', 'element', 'amount', 'doseUnit', 'raises', 'unit', 'inL', 'maxDaily'] as const;

/** The `typed` of the note entry that stores a product: the form as typed, marked by `icpProduct`. */
export function ownProductTyped(form: OwnProductForm): Record<string, string> {
  const out: Record<string, string> = { icpProduct: '1' };
  for (const k of FORM_KEYS) out[TYPED_PREFIX + k] = String(form[k]).trim();
  return out;
}

/** One id per tank, product name (any case) and element: the same product added twice is stored once. */
export const ownProductEntryId = (tankId: string, form: Pick<OwnProductForm, 'name' | 'element'>) =>
  nameUuid(['icp-own-product', tankId, form.name.trim().toLowerCase(), form.element].join('\n'));

export interface OwnProduct {
  entryId: string;
  form: OwnProductForm;
  product: CustomIcpProduct;
}

/** The tank's own products (live note entries marked `icpProduct` whose fields pass the check), by name. */
export function ownProductsOf(entries: readonly LogEntry[]): OwnProduct[] {
  const out: OwnProduct[] = [];
  for (const e of entries) {
    if (e.deletedAt || e.kind !== 'note' || !e.typed?.icpProduct) continue;
    const typed = e.typed;
    const form = Object.fromEntries(FORM_KEYS.map((k) => [k, typed[TYPED_PREFIX + k] ?? ''])) as unknown as OwnProductForm;
    const check = checkOwnProduct(form);
    if (check.product) out.push({ entryId: e.id, form, product: check.product });
  }
  return out.sort((a, b) => a.product.name.localeCompare(b.product.name) || a.product.element.localeCompare(b.product.element));
}

/** The plan's line of the keeper's own products (offered beside the makers' lines). */
export const OWN_LINE_ID = 'custom';

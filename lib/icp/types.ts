/**
 * The ICP analysis as the parser reads it (`parseIcpReport` in ./parse.ts) and as the log stores it (an entry of kind
 * `icp`). Values are in canonical units: mg/L for every element and ion (a µg/L reading ÷ 1000), PSU for salinity,
 * dKH for alkalinity. What the lab printed is kept beside each value, never read back as a number.
 */

export const ICP_LABS = ['ati', 'fauna-marin', 'oceamo', 'triton', 'tropic-marin', 'other'] as const;
export type IcpLab = (typeof ICP_LABS)[number];

export const ICP_SECTIONS = ['aquarium', 'rodi'] as const;
/** `rodi`: the RO/osmosis water sample a lab reports beside the aquarium's (never a reason to dose). */
export type IcpSection = (typeof ICP_SECTIONS)[number];

export const ICP_DETECTIONS = ['measured', 'below', 'not-detected', 'not-determined'] as const;
/** A non-detect is never 0: `below` carries the lab's limit, `not-detected` and `not-determined` no number. */
export type IcpDetection = (typeof ICP_DETECTIONS)[number];

export const ICP_UNITS = ['mg/L', 'PSU', 'dKH'] as const;
export type IcpUnit = (typeof ICP_UNITS)[number];

export interface IcpAnalyte {
  /** element symbol ('Ca', 'Sr', 'I' …) or the ion the lab measured ('PO4', 'NO3', 'NO2', 'NH4', 'SO4', 'SiO2'); 'salinity' and 'KH' */
  element: string;
  section: IcpSection;
  detection: IcpDetection;
  /** only when measured; canonical unit */
  value: number | null;
  /** only when `below` ("< 0,5 µg/l"): the limit, canonical unit */
  limit: number | null;
  unit: IcpUnit;
  /** exactly as printed */
  reported: { value: string; unit: string };
}

/**
 * An analyte without what the lab printed: what a reading is shown and judged by (the public tank page has no more).
 * `above`: the lab printed the value as "> x" (lib/icp/units.ts printedAbove), for a reading that no longer carries it.
 */
export type IcpReading = Omit<IcpAnalyte, 'reported'> & { above?: boolean };

export interface IcpReport {
  lab: IcpLab;
  /** 'YYYY-MM-DD' when the report states when the sample was taken, else null */
  sampledAt: string | null;
  /** as the lab prints it */
  reportId: string | null;
  analytes: IcpAnalyte[];
  /** lines holding a number the parser could not place: shown to the keeper */
  unparsed: string[];
}

/**
 * The `values` of a log entry of kind `icp`: one analysis as the keeper confirmed it in the preview. The entry's
 * `at` is the sampling time (or the day the keeper gave). `fingerprint` identifies the report's content, so importing
 * the same report again adds nothing.
 */
export interface IcpEntryValues {
  lab: IcpLab;
  reportId: string | null;
  analytes: IcpAnalyte[];
  fingerprint: string;
}

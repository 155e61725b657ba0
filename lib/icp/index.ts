/**
 * The ICP module's public contract (docs/methods.md#icp-analyses): a report's text → its analytes in canonical units.
 * The screens import the parts they need from the files themselves; this entry names what the module promises.
 */
export { icpFingerprint, MAX_REPORT_CHARS, parseIcpReport } from './parse';
export type { IcpAnalyte, IcpDetection, IcpLab, IcpReport, IcpSection, IcpUnit } from './types';

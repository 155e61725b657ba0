export { schema, defaults, MATERIALS, ACRYLIC_TYPES, TOP_TYPES } from './schema';
export type { ThicknessInput, Material, AcrylicType, TopType } from './schema';
export { compute, glassSafetyFactor, plateThickness, plateDeflection } from './compute';
export type { PanelResult, ThicknessResult } from './compute';
export { nearestStandardSheetMm, stilwellCoefficients, roark1aCoefficients, STANDARD_SHEETS_MM } from './coefficients';

/** Glass and acrylic thickness: wall and bottom panels by Stilwell, CYRO and Roark (docs/methods.md#thickness, methods.md#contract). */
export {
  ACRYLIC_TYPES,
  defaults,
  MATERIALS,
  schema,
  TOP_TYPES,
  type AcrylicType,
  type Material,
  type ThicknessInput,
  type TopType,
} from './schema';
export { compute, glassSafetyFactor, plateDeflection, plateThickness, type PanelResult, type ThicknessResult } from './compute';
export { nearestStandardSheetMm, roark1aCoefficients, STANDARD_SHEETS_MM, stilwellCoefficients } from './coefficients';

/**
 * The kit's fields, one file per job: labels and issue texts (field-text.ts), numbers (number-field.tsx), choices
 * (choice-fields.tsx), text and dates (text-fields.tsx) and groups (field-group.tsx). Forms import them from here.
 */
export { useIssueText, useKitField, useUnitLabel, type LabelProps } from './field-text';
export { NumberField } from './number-field';
export { SegmentedField, SelectField, ToggleField, type Option } from './choice-fields';
export { DateField, TextField } from './text-fields';
export { FieldGroup } from './field-group';

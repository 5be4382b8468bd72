/** A reading an inspection check records, e.g. the tread depth of each wheel in mm (the standard list is in Migration20261204000000). */
export interface MeasurementField {
  key: string;
  label: string;
  unit: string;
}

/**
 * The car a document is about, as its job card recorded it (make, model, year, odometer) and the
 * vehicle record knows it (VIN), with the job number: what quotes, invoices and receipts print.
 * An invoice keeps the facts it was issued with, so a later change to the car never alters it.
 */

export interface VehicleFacts {
  make?: string | null;
  model?: string | null;
  year?: number | null;
  /** On arrival, in km. */
  odometerKm?: number | null;
  /** 17 characters. */
  vin?: string | null;
  /** The job card's number, e.g. JC-000123. */
  jobNumber?: string | null;
}

/** "2015 Toyota Corolla", or '' when none of them is known. */
export function vehicleDescription(v: VehicleFacts | null | undefined): string {
  if (!v) return '';
  return [v.year ? String(v.year) : '', v.make?.trim() ?? '', v.model?.trim() ?? ''].filter(Boolean).join(' ');
}

/** 84,120 km */
export function printKm(km: number): string {
  return `${km.toLocaleString('en-AU')} km`;
}

/** JC-000123: a job card's number (a sequence number, zero-padded, or the label as the card answers it). */
function jobNumberLabel(value: unknown): string | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return `JC-${String(value).padStart(6, '0')}`;
  if (typeof value === 'string' && value.trim()) return value.trim();
  return null;
}

/** What a job card and its vehicle record say about the car, for a document (VIN from the vehicle record; the card's make and model first). */
export function vehicleFactsOf(
  card: { vehicleMake?: string | null; vehicleModel?: string | null; vehicleYear?: number | null; odometerKm?: number | null },
  vehicle: { make?: string | null; model?: string | null; year?: number | null; vin?: string | null } | null,
): VehicleFacts {
  return {
    make: card.vehicleMake || vehicle?.make || null,
    model: card.vehicleModel || vehicle?.model || null,
    year: card.vehicleYear ?? vehicle?.year ?? null,
    odometerKm: card.odometerKm ?? null,
    vin: vehicle?.vin || null,
    // Job cards answer their number once they have one.
    jobNumber: jobNumberLabel((card as { jobNumber?: unknown }).jobNumber),
  };
}

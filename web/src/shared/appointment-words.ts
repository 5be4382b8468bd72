/**
 * How the public pages name an appointment's wall-clock date and time, in the words its emails use:
 * 'Saturday 12 December 2026' and '9:30 AM'. The values are the workshop's local date and time
 * (yyyy-MM-dd, HH:mm), so no time zone applies.
 */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function appointmentDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${d} ${MONTHS[m - 1]} ${y}`;
}

export function appointmentTime(time: string): string {
  const [h, m] = time.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`;
}

/** The car as the customer entered it: make, model and rego. */
export function appointmentCar(a: { vehicleMake: string; vehicleModel: string; registration?: string | null }): string {
  return [a.vehicleMake, a.vehicleModel, a.registration].filter(Boolean).join(' ');
}

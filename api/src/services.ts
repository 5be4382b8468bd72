/**
 * Every feature's services, by name. Each feature adds its own by declaration merging, in its
 * own folder:
 *
 *     declare module '../../services.js' {
 *       interface Services { booking: BookingService }
 *     }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features
export interface Services {}

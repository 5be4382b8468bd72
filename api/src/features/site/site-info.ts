/** The workshop's public details: the business's as saved in the settings, and the configuration's. */
import type { Config } from '../../config.js';
import type { ProfileState } from '../settings/settings.service.js';
import type { SiteInfo } from './site.types.js';

/** The settings the public details come from: the profile, the opening hours, the services offered. */
export type SiteState = Pick<ProfileState, 'profile' | 'hours' | 'services'>;

/** The public details (the business's as saved in the settings), also embedded in server-rendered pages. */
export function siteInfoOf(c: Config, { profile, hours, services }: SiteState): SiteInfo {
  return {
    businessName: profile.name,
    address: profile.address,
    phone: profile.phone,
    email: profile.email,
    timeZone: c.timeZone,
    publicUrl: c.publicUrl,
    socialUrl: c.socialUrl,
    mapsUrl: c.mapsUrl,
    latitude: c.businessLatitude,
    longitude: c.businessLongitude,
    abn: profile.abn,
    gstRegistered: profile.gstRegistered,
    quoteValidityDays: profile.quoteValidityDays,
    paymentTermsDays: profile.paymentTermsDays,
    warrantyMonths: profile.warrantyMonths,
    warrantyKm: profile.warrantyKm,
    serviceTypes: [...services],
    openingHours: hours.shown(),
    bookingTimes: hours.weekdaySlots().map((times, weekday) => ({ weekday, times: [...times] })),
    weekHours: hours.days.map((d, weekday) => ({ weekday, open: d?.open ?? null, close: d?.close ?? null })),
  };
}

/** Title, description and indexing of each public page: what search engines and link previews show. */
import { matchPath } from 'react-router';
import type { SiteInfo } from '../../shared/use-site-info';

export type PageKey = 'home' | 'services' | 'about' | 'contact' | 'privacy' | 'terms' | 'booking' | 'cancel' | 'unsubscribe' | 'notFound';

export interface PageMeta {
  /** The full <title>. */
  title: string;
  description: string;
  /** Pages that only make sense from a link (cancel, unsubscribe, 404) are kept out of search results. */
  noindex?: boolean;
  /** Home and contact describe the business to search engines (schema.org AutoRepair). */
  structuredData?: boolean;
}

/** 'Open Monday to Friday 9:00 AM–5:30 PM and Saturday 9:00 AM–1:00 PM.' from the workshop's hours (its settings). */
function openText(hours: SiteInfo['openingHours'] | undefined): string {
  const open = (hours ?? [])
    .filter((h) => h.hours !== 'Closed')
    .map((h) => `${h.days.replace(' – ', ' to ')} ${h.hours.replace(' – ', '–')}`);
  if (open.length === 0) return 'Monday to Friday 9:00 AM–5:30 PM and Saturday 9:00 AM–1:00 PM';
  return open.length === 1 ? open[0] : `${open.slice(0, -1).join(', ')} and ${open.at(-1)}`;
}

export function pageMeta(page: PageKey, site: Pick<SiteInfo, 'businessName'> & Partial<Pick<SiteInfo, 'openingHours'>>): PageMeta {
  const name = site.businessName;
  const titled = (title: string) => `${title} | ${name}`;
  switch (page) {
    case 'home':
      return {
        title: `${name} | Car Servicing, Repairs & Roadworthy Certificates in Truganina`,
        description: `${name} is a local mechanic in Truganina, Victoria: roadworthy certificates, logbook servicing, air conditioning, tyres, brakes, batteries and diagnostics. Book your appointment online.`,
        structuredData: true,
      };
    case 'services':
      return {
        title: titled('Services'),
        description: `Roadworthy certificates, AC regas and repairs, tyres, logbook servicing, batteries, brakes and suspension, diagnostics and pre-purchase inspections at ${name} in Truganina, VIC.`,
      };
    case 'about':
      return {
        title: titled('About Us'),
        description: `${name} opened in Truganina in 2020, founded by a mechanic with over 15 years of experience. Honest advice, clear quotes and quality workmanship.`,
      };
    case 'contact':
      return {
        title: titled('Contact Us'),
        description: `Call, email or visit ${name} in Truganina, Victoria. Open ${openText(site.openingHours)}. Send us a message online.`,
        structuredData: true,
      };
    case 'privacy':
      return {
        title: titled('Privacy Policy'),
        description: `How ${name} collects, uses, stores and protects your personal information under the Privacy Act 1988 and the Australian Privacy Principles.`,
      };
    case 'terms':
      return {
        title: titled('Terms & Conditions'),
        description: `The terms of bookings, quotes, payment, storage, warranty and cancellations at ${name}.`,
      };
    case 'booking':
      return {
        title: titled('Book an Appointment'),
        description: `Request a service or repair appointment at ${name} in Truganina online: choose your service, a day and a time that suit you.`,
      };
    case 'cancel':
      return {
        title: titled('Cancellation Status'),
        description: `Cancel an appointment at ${name} from the link in your confirmation email.`,
        noindex: true,
      };
    case 'unsubscribe':
      return {
        title: titled('Unsubscribe'),
        description: `Stop service, registration and recommended-work reminders and review requests from ${name}, from the link in one of them.`,
        noindex: true,
      };
    case 'notFound':
      return {
        title: titled('Page Not Found'),
        description: `The page you asked for is not on the ${name} website.`,
        noindex: true,
      };
  }
}

/** The address of each public page; any other address outside the admin area is 'notFound'. */
export const PUBLIC_PAGES: ReadonlyArray<readonly [path: string, page: PageKey]> = [
  ['/', 'home'],
  ['/services', 'services'],
  ['/about', 'about'],
  ['/contact', 'contact'],
  ['/privacy-policy', 'privacy'],
  ['/terms-of-service', 'terms'],
  ['/booking', 'booking'],
  ['/cancel', 'cancel'],
  ['/unsubscribe/:token', 'unsubscribe'],
];

/** The public page at an address, matched like the router does (any case, trailing slash). */
export function pageOfPath(pathname: string): PageKey {
  return PUBLIC_PAGES.find(([path]) => matchPath(path, pathname))?.[1] ?? 'notFound';
}

/**
 * The admin's one search box: customers (name, email, phone in any form or its last digits, a rego
 * of theirs), vehicles (part of a rego), invoices (part of a number), job cards (by id, or a rego)
 * and appointments (by id, or the booking reference the customer quotes), at most 5 of each, newest first. Trigram indexes keep every part fast
 * with years of records (migration Migration20261128030000).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { regoKey } from '../../shared/rego.js';
import { likePattern } from '../../shared/text.js';
import { Appointment } from '../booking/appointment.entity.js';
import { readReference } from '../booking/public.js';
import type { CustomerService } from '../customers/customer.service.js';
import { Invoice } from '../invoices/invoice.entity.js';
import { JobCard } from '../jobcards/jobcard.entity.js';
import { Vehicle } from '../vehicles/vehicle.entity.js';
import type { SearchResults, SearchVehicle } from './search.types.js';

const SEARCH_LIMIT = 5;
/** How many of the newest invoices are read in issue order before the number's index is asked. */
const RECENT_INVOICES = 2_000;

export class SearchService {
  constructor(private readonly customers: CustomerService) {}

  async search(em: EntityManager, query: unknown): Promise<SearchResults> {
    if (query !== undefined && query !== null && typeof query !== 'string') throw AppError.badInput('q must be text.');
    const q = (query ?? '').trim();
    if (q.length > 100) throw AppError.badInput('A search has at most 100 characters.');
    if (q.length < 2) return { customers: [], vehicles: [], invoices: [], jobCards: [], appointments: [] };
    const rego = regoKey(q);
    const isRego = /^[A-Z0-9]{2,20}$/.test(rego);
    const idPrefix = /^[0-9a-f]{6,24}$/i.test(q) ? q.toLowerCase() : null;
    const reference = readReference(q);
    const [customers, vehicles, invoices, jobCards, appointments] = await Promise.all([
      this.customers.list(em, { q, limit: SEARCH_LIMIT }).then((page) => page.items),
      isRego ? this.vehicles(em, rego) : [],
      /\d/.test(q) ? this.invoices(em, q) : [],
      idPrefix || isRego
        ? em.find(JobCard, { $or: [...(idPrefix ? [idStartsWith(idPrefix)] : []), ...(isRego ? [{ regoKey: { $like: `%${rego}%` } }] : [])] }, { orderBy: { createdAt: 'desc', _id: 'desc' }, limit: SEARCH_LIMIT })
        : [],
      idPrefix || reference
        ? em.find(Appointment, { $or: [...(idPrefix ? [idStartsWith(idPrefix)] : []), ...(reference ? [{ reference }] : [])] }, { orderBy: { createdAt: 'desc' }, limit: SEARCH_LIMIT })
        : [],
    ]);
    for (const card of jobCards) card.quoteList ??= [];
    return { customers, vehicles, invoices, jobCards, appointments };
  }

  /**
   * Invoices whose number contains `q`, the newest first. Left to itself the planner walks the
   * issue order until five match, which for a number typed whole (an old invoice, 'INV-0012')
   * reads every invoice since: 28 ms on five years of history. So the newest are read in issue
   * order only up to RECENT_INVOICES (a search that matches many finds its five there), and
   * otherwise the number's trigram index finds every match, which are then ordered (1 ms).
   */
  private async invoices(em: EntityManager, q: string): Promise<Invoice[]> {
    const like = likePattern(q);
    const connection = em.getConnection();
    const recent = await connection.execute<Array<Record<string, unknown>>>(
      `select * from (select * from invoice where voided_at is null and withheld_at is null order by issued_at desc, number desc limit ?) as recent
       where invoice_number ilike ? order by issued_at desc, number desc limit ?`,
      [RECENT_INVOICES, like, SEARCH_LIMIT],
    );
    const rows =
      recent.length === SEARCH_LIMIT
        ? recent
        : await connection.execute<Array<Record<string, unknown>>>(
            `with found as materialized (select * from invoice where invoice_number ilike ? and voided_at is null and withheld_at is null)
             select * from found order by issued_at desc, number desc limit ?`,
            [like, SEARCH_LIMIT],
          );
    return rows.map((row) => em.map(Invoice, row));
  }

  /** Vehicles whose rego contains `key`, the most recently seen first. */
  private async vehicles(em: EntityManager, key: string): Promise<SearchVehicle[]> {
    const found = await em.find(Vehicle, { regoKey: { $like: `%${key}%` } }, { orderBy: { lastSeenAt: 'desc' }, limit: SEARCH_LIMIT });
    return found.map((v) => ({ rego: v.regoKey, make: v.make ?? null, model: v.model ?? null, year: v.year ?? null, lastSeenAt: v.lastSeenAt }));
  }
}

/**
 * Ids (24 lowercase hex characters) that start with `prefix`: the range lets the primary key's
 * index find them (a LIKE on it cannot, in the database's collation); the LIKE keeps it exact.
 */
function idStartsWith(prefix: string) {
  return { _id: { $gte: prefix, $lt: `${prefix}z`, $like: `${prefix}%` } };
}

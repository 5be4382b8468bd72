/**
 * The admin's one search box: customers (name, email, phone in any form or its last digits, a rego
 * of theirs), vehicles (part of a rego), invoices (part of a number), job cards (by id, or a rego)
 * and appointments (by id), at most 5 of each, newest first. Trigram indexes keep every part fast
 * with years of records (migration Migration20261128030000).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { regoKey } from '../../shared/rego.js';
import { likePattern } from '../../shared/text.js';
import { Appointment } from '../booking/appointment.entity.js';
import type { CustomerService } from '../customers/customer.service.js';
import { Invoice } from '../invoices/invoice.entity.js';
import { JobCard } from '../jobcards/jobcard.entity.js';
import { Vehicle } from '../vehicles/vehicle.entity.js';
import type { SearchResults, SearchVehicle } from './search.types.js';

export const SEARCH_LIMIT = 5;

export class SearchService {
  constructor(private readonly customers: CustomerService) {}

  async search(em: EntityManager, query: unknown): Promise<SearchResults> {
    if (query !== undefined && query !== null && typeof query !== 'string') throw AppError.badInput('q must be text.');
    const q = (query ?? '').trim();
    if (q.length > 100) throw AppError.badInput('A search has at most 100 characters.');
    if (q.length < 2) return { customers: [], vehicles: [], invoices: [], jobCards: [], appointments: [] };
    const rego = regoKey(q);
    const isRego = /^[A-Z0-9]{2,20}$/.test(rego);
    const idPrefix = /^[0-9a-f]{6,24}$/i.test(q) ? `${q.toLowerCase()}%` : null;
    const [customers, vehicles, invoices, jobCards, appointments] = await Promise.all([
      this.customers.list(em, { q, limit: SEARCH_LIMIT }).then((page) => page.items),
      isRego ? this.vehicles(em, rego) : [],
      /\d/.test(q) ? em.find(Invoice, { invoiceNumber: { $ilike: likePattern(q) }, voidedAt: null }, { orderBy: { issuedAt: 'desc', number: 'desc' }, limit: SEARCH_LIMIT }) : [],
      idPrefix || isRego
        ? em.find(JobCard, { $or: [...(idPrefix ? [{ _id: { $like: idPrefix } }] : []), ...(isRego ? [{ regoKey: { $like: `%${rego}%` } }] : [])] }, { orderBy: { createdAt: 'desc', _id: 'desc' }, limit: SEARCH_LIMIT })
        : [],
      idPrefix ? em.find(Appointment, { _id: { $like: idPrefix } }, { orderBy: { createdAt: 'desc' }, limit: SEARCH_LIMIT }) : [],
    ]);
    for (const card of jobCards) card.quoteList ??= [];
    return { customers, vehicles, invoices, jobCards, appointments };
  }

  /** Vehicles whose rego contains `key`, the most recently seen first. */
  private async vehicles(em: EntityManager, key: string): Promise<SearchVehicle[]> {
    const found = await em.find(Vehicle, { regoKey: { $like: `%${key}%` } }, { orderBy: { lastSeenAt: 'desc' }, limit: SEARCH_LIMIT });
    return found.map((v) => ({ rego: v.regoKey, make: v.make ?? null, model: v.model ?? null, year: v.year ?? null, lastSeenAt: v.lastSeenAt }));
  }
}

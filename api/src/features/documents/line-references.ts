/**
 * What a priced line refers to, checked where the database is at hand: a labour line's technician
 * must be an active staff account. (Its labour rate is checked as the line is read, against the
 * workshop's rates: readLines' labourRates.)
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { AdminUser } from '../auth/admin-user.entity.js';
import { AppError } from '../../shared/errors.js';
import type { LineEdge, PricedLine } from '../../shared/priced-document.js';

/** 400 "Line N: technician not found." for the first line naming a staff account that does not exist or is disabled. */
export async function checkTechnicians(em: EntityManager, lines: readonly PricedLine[], edge: Pick<LineEdge, 'noun' | 'list'>): Promise<void> {
  const ids = [...new Set(lines.map((l) => l.technicianId).filter((id): id is string => !!id))];
  if (!ids.length) return;
  const found = await em.find(AdminUser, { _id: { $in: ids }, disabledAt: null }, { fields: ['_id'] });
  const active = new Set(found.map((u) => u._id));
  const i = lines.findIndex((l) => l.technicianId && !active.has(l.technicianId));
  if (i < 0) return;
  const message = `${edge.noun} ${i + 1}: technician not found.`;
  throw AppError.badInput(message, { [`${edge.list}.${i}`]: [message] });
}

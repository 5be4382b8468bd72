/** A courtesy car and its loans as REST answers them. */
import { json } from '../../shared/json-schema.js';
import type { CourtesyCar, CourtesyLoan } from './courtesy-car.entity.js';

const maybeText = json.nullable(json.string());

const courtesyLoanSchema = json.object({
  _id: json.id(),
  carId: json.id(),
  customerName: json.string(),
  customerPhone: maybeText,
  jobCardId: json.nullable(json.id()),
  lentAt: json.dateTime(),
  dueBack: json.any('When it is due back.'),
  returnedAt: json.nullable(json.dateTime()),
  notes: maybeText,
  overdue: json.boolean(),
});

export const courtesyCarSchema = json.named(
  'CourtesyCar',
  json.object({
    _id: json.id(),
    rego: json.string(),
    description: json.string(),
    notes: maybeText,
    retired: json.boolean(),
    createdAt: json.dateTime(),
    openLoan: json.nullable(courtesyLoanSchema),
    recentLoans: json.array(courtesyLoanSchema),
  }),
);

function courtesyLoanJson(loan: CourtesyLoan) {
  return {
    _id: loan._id,
    carId: loan.carId,
    customerName: loan.customerName,
    customerPhone: loan.customerPhone,
    jobCardId: loan.jobCardId ?? null,
    lentAt: loan.lentAt.toISOString(),
    dueBack: loan.dueBack,
    returnedAt: loan.returnedAt ? loan.returnedAt.toISOString() : null,
    notes: loan.notes ?? null,
    overdue: loan.overdue,
  };
}

export function courtesyCarJson(car: CourtesyCar) {
  return {
    _id: car._id,
    rego: car.rego,
    description: car.description,
    notes: car.notes ?? null,
    retired: car.retired,
    createdAt: car.createdAt.toISOString(),
    openLoan: car.openLoan ? courtesyLoanJson(car.openLoan) : null,
    recentLoans: car.recentLoans.map(courtesyLoanJson),
  };
}

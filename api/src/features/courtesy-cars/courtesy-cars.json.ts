/** A courtesy car and its loans as REST answers them. */
import type { CourtesyCar, CourtesyLoan } from './courtesy-car.entity.js';

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

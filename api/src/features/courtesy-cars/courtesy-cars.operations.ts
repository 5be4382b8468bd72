/** The back office's courtesy cars: each operation's GraphQL field and REST route. */
import { json } from '../../shared/json-schema.js';
import { arg, defineOperation } from '../../edge/operation.js';
import { CourtesyCar } from './courtesy-car.entity.js';
import { AddCourtesyCarInput, LendCourtesyCarInput, UpdateCourtesyCarInput } from './courtesy-cars.inputs.js';
import { courtesyCarJson, courtesyCarSchema } from './courtesy-cars.json.js';

export const courtesyCarOperations = [
  defineOperation({
    name: 'courtesyCars',
    kind: 'query',
    access: 'staff',
    description: 'Every courtesy car, those in service first, by rego: each with its open loan and its latest loans (admin).',
    args: {},
    result: () => [CourtesyCar],
    run: ({ em, services }) => services.courtesyCars.list(em),
    rest: { method: 'GET', path: '/api/admin/courtesy-cars', present: (cars) => cars.map(courtesyCarJson), answer: json.array(courtesyCarSchema) },
  }),
  defineOperation({
    name: 'addCourtesyCar',
    kind: 'mutation',
    access: 'staff',
    description: 'Adds a courtesy car (admin). One car per rego.',
    args: { input: arg.input(AddCourtesyCarInput) },
    result: () => CourtesyCar,
    run: ({ em, services }, { input }) => services.courtesyCars.add(em, input),
    rest: { method: 'POST', path: '/api/admin/courtesy-cars', status: 201, present: courtesyCarJson, answer: courtesyCarSchema },
  }),
  defineOperation({
    name: 'updateCourtesyCar',
    kind: 'mutation',
    access: 'staff',
    description: 'Changes a courtesy car’s description or notes, or retires it (admin).',
    args: { id: arg.id(), input: arg.input(UpdateCourtesyCarInput) },
    result: () => CourtesyCar,
    run: ({ em, services }, { id, input }) => services.courtesyCars.update(em, id, input),
    rest: { method: 'PATCH', path: '/api/admin/courtesy-cars/:id', present: courtesyCarJson, answer: courtesyCarSchema },
  }),
  defineOperation({
    name: 'lendCourtesyCar',
    kind: 'mutation',
    access: 'staff',
    description: 'Lends a courtesy car to a customer until a workshop day, today or later (admin). Refused while it is out or retired.',
    args: { id: arg.id(), input: arg.input(LendCourtesyCarInput) },
    result: () => CourtesyCar,
    run: ({ em, services }, { id, input }) => services.courtesyCars.lend(em, id, input),
    rest: { method: 'POST', path: '/api/admin/courtesy-cars/:id/lend', present: courtesyCarJson, answer: courtesyCarSchema },
  }),
  defineOperation({
    name: 'returnCourtesyCar',
    kind: 'mutation',
    access: 'staff',
    description: 'Records a courtesy car back from its loan (admin).',
    args: { id: arg.id() },
    result: () => CourtesyCar,
    run: ({ em, services }, { id }) => services.courtesyCars.return(em, id),
    rest: { method: 'POST', path: '/api/admin/courtesy-cars/:id/return', present: courtesyCarJson, answer: courtesyCarSchema },
  }),
];

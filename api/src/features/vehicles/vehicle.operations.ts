/** Vehicles (admin): a rego's history, the vehicle page, corrections; each operation's GraphQL field and REST route. */
import { arg, defineOperation } from '../../edge/operation.js';
import { jsonBody, validateBody } from '../../edge/validate.js';
import { VehicleHistory, VehicleView } from './vehicle-history.types.js';
import { Vehicle } from './vehicle.entity.js';
import { VEHICLE_FIELDS, VehicleDetails } from './vehicle.inputs.js';
import { historyJson, historySchema, vehicleJson, vehicleSchema, vehicleViewJson, vehicleViewSchema } from './vehicle.json.js';

export const vehicleOperations = [
  defineOperation({
    name: 'vehicleHistory',
    kind: 'query',
    access: 'staff',
    description: 'A rego’s appointments, job cards, quotes and invoices in time order, with totals spent (admin).',
    args: { rego: arg.string() },
    result: () => VehicleHistory,
    run: ({ em, services }, { rego }) => services.vehicleHistory.history(em, rego),
    rest: { method: 'GET', path: '/api/admin/vehicles/:rego/history', present: historyJson, answer: historySchema },
  }),
  defineOperation({
    name: 'vehicle',
    kind: 'query',
    access: 'floor',
    description: 'A vehicle with its owner, odometer readings and history, by rego (ignoring case and spaces) (admin).',
    args: { rego: arg.string() },
    result: () => VehicleView,
    run: ({ em, services }, { rego }) => services.vehicles.get(em, rego),
    rest: { method: 'GET', path: '/api/admin/vehicles/:rego', present: vehicleViewJson, answer: vehicleViewSchema },
  }),
  defineOperation({
    name: 'updateVehicle',
    kind: 'mutation',
    access: 'staff',
    description: 'Corrects a vehicle’s make, model, year or VIN (admin).',
    args: { rego: arg.string(), input: arg.input(VehicleDetails) },
    result: () => Vehicle,
    run: ({ em, services }, { rego, input }) => services.vehicles.update(em, rego, input),
    rest: {
      method: 'PATCH',
      path: '/api/admin/vehicles/:rego',
      args: async ({ request }) => ({
        rego: (request.params as { rego: string }).rego,
        input: await validateBody(VehicleDetails, jsonBody(request), [...VEHICLE_FIELDS]),
      }),
      present: vehicleJson,
      answer: vehicleSchema,
    },
  }),
];

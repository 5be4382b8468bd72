/** Service schedules (admin): the templates, a vehicle's own schedule and next service; each operation's GraphQL field and REST route. */
import { json } from '../../shared/json-schema.js';
import { arg, defineOperation, type ArgSpec, type Http } from '../../edge/operation.js';
import { jsonBody } from '../../edge/validate.js';
import { ServiceScheduleInput, ServiceScheduleView, VehicleScheduleInput, VehicleServiceSchedule } from './service-schedules.types.js';

/** A body as REST sends it: the service reads and checks it as it is. */
export class Body {
  constructor(readonly body: unknown) {}
}

const schedulesJson = (schedules: ServiceScheduleView[]) => ({ schedules });
const schedulesSchema = json.object({
  schedules: json.array(
    json.object({
      id: json.id(),
      make: json.nullable(json.string()),
      model: json.nullable(json.string()),
      everyKm: json.integer({ minimum: 1000, maximum: 100000 }),
      everyMonths: json.integer({ minimum: 1, maximum: 60 }),
      items: json.array(json.string()),
    }),
  ),
});
const vehicleScheduleAnswer = json.graphqlType('VehicleServiceSchedule');
const regoParam = ({ request }: Http) => (request.params as { rego: string }).rego;

export const serviceScheduleOperations = [
  defineOperation({
    name: 'serviceSchedules',
    kind: 'query',
    access: 'floor',
    description: 'The workshop’s service schedules: the default (no make) first, then by make and model; each every `everyKm` or `everyMonths`, whichever comes first, with its items (admin).',
    args: {},
    result: () => [ServiceScheduleView],
    run: ({ em, services }) => services.serviceSchedules.schedules(em),
    rest: { method: 'GET', path: '/api/admin/service-schedules', present: schedulesJson, answer: schedulesSchema },
  }),
  defineOperation({
    name: 'saveServiceSchedules',
    kind: 'mutation',
    access: 'owner',
    description:
      'Saves the whole list of service schedules: existing ones by id, new ones without, those left out removed; exactly one default (no make); a model needs its make; km 1,000–100,000, months 1–60, 1–40 items. Vehicles’ next services are worked out again; a date staff set by hand stands (owners).',
    args: { schedules: { type: () => [ServiceScheduleInput] } as ArgSpec<ServiceScheduleInput[]> },
    result: () => [ServiceScheduleView],
    run: ({ em, services }, { schedules }) => services.serviceSchedules.saveSchedules(em, schedules),
    rest: {
      method: 'PUT',
      path: '/api/admin/service-schedules',
      args: ({ request }) => ({ schedules: jsonBody(request).schedules as ServiceScheduleInput[] }),
      present: schedulesJson,
      answer: schedulesSchema,
    },
  }),
  defineOperation({
    name: 'vehicleServiceSchedule',
    kind: 'query',
    access: 'floor',
    description: 'A vehicle’s service schedule (its own parts, and the schedule it is serviced to), its last service and its next service due by km and date (admin).',
    args: { rego: arg.string() },
    result: () => VehicleServiceSchedule,
    run: ({ em, services }, { rego }) => services.serviceSchedules.vehicleSchedule(em, rego),
    rest: { method: 'GET', path: '/api/admin/vehicles/:rego/service-schedule', answer: vehicleScheduleAnswer },
  }),
  defineOperation({
    name: 'saveVehicleServiceSchedule',
    kind: 'mutation',
    access: 'owner',
    description: 'Sets a vehicle’s own service schedule: km, months and items (1–40), each null for its template’s; its next service is worked out again, replacing a date set by hand (owners).',
    args: { rego: arg.string(), input: arg.input(VehicleScheduleInput) as ArgSpec<VehicleScheduleInput | Body> },
    result: () => VehicleServiceSchedule,
    run: ({ em, services }, { rego, input }) => services.serviceSchedules.saveVehicleSchedule(em, rego, input instanceof Body ? input.body : input),
    rest: { method: 'PUT', path: '/api/admin/vehicles/:rego/service-schedule', args: (http) => ({ rego: regoParam(http), input: new Body(http.request.body) }), answer: vehicleScheduleAnswer },
  }),
];

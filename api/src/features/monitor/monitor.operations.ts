/** Server monitoring (admin): this instance's machine and the application's health, over GraphQL and REST. */
import { defineOperation } from '../../edge/operation.js';
import { systemInfoJson, systemInfoSchema } from './monitor.json.js';
import { SystemInfo } from './monitor.types.js';

export const monitorOperations = [
  defineOperation({
    name: 'systemInfo',
    kind: 'query',
    access: 'staff',
    description: 'This instance’s machine and the application’s health, sampled at most every 5 s (admin).',
    args: {},
    result: () => SystemInfo,
    run: ({ services }) => services.monitor.current(),
    rest: {
      // The admin app polls it every 30 s when its live socket is down.
      method: 'GET',
      path: '/api/admin/monitor/system-info',
      present: (info, http) => {
        http.reply.header('cache-control', 'no-store');
        return systemInfoJson(info);
      },
      answer: systemInfoSchema,
    },
  }),
];

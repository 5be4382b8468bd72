/**
 * GET /api/admin/monitor/system-info's answer: the documented osInfo, cpuUsage, ramUsage and
 * storageUsage first, then the rest; the same fields as the GraphQL `systemInfo` (dates become
 * ISO strings), so the admin app reads both the same way.
 */
import { json } from '../../shared/json-schema.js';
import type { SystemInfo } from './monitor.types.js';

/** As the GraphQL SystemInfo type, instants as ISO text. */
export const systemInfoSchema = json.graphqlType('SystemInfo');

export function systemInfoJson(info: SystemInfo) {
  const { osInfo, cpuUsage, ramUsage, storageUsage, ...rest } = info;
  return { osInfo, cpuUsage, ramUsage, storageUsage, ...rest };
}

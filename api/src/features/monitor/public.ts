/** What the monitor offers other features: the health states its page shows. */
export { HealthState } from './health-rules.js';

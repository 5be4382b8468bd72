/** What contact offers other features: a contact query as REST shows it. */
export { contactQueryJson } from './contact-admin.routes.js';

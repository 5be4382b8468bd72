/**
 * Named email renderers. Hot write paths queue a template name and its facts (a few hundred
 * bytes) instead of the rendered message; the outbox worker renders at send time.
 */
import type { MailMessage } from './outbox.service.js';

export type MailRenderer<P> = (payload: P) => MailMessage;

/** A queued message that is rendered when it is sent. */
export interface TemplatedMail<P = unknown> {
  template: string;
  /** Also stored on its own, so the outbox can be searched by recipient. */
  to: string;
  payload: P;
}

export class MailTemplates {
  private readonly renderers = new Map<string, MailRenderer<never>>();

  register<P>(name: string, renderer: MailRenderer<P>): void {
    if (this.renderers.has(name)) throw new Error(`mail template ${name} is already registered`);
    this.renderers.set(name, renderer as MailRenderer<never>);
  }

  render(name: string, payload: unknown): MailMessage {
    const renderer = this.renderers.get(name);
    if (!renderer) throw new Error(`unknown mail template ${name}`);
    return renderer(payload as never);
  }
}

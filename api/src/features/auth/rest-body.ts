/** REST arguments of the sign-in and staff routes: the body must be a JSON object (none is refused), validated by the input class. */
import type { Http } from '../../edge/operation.js';
import { validateBody } from '../../edge/validate.js';

/** `{ input }` read from the body's `fields` into `type` and validated. */
export function inputFromBody<T extends object>(type: new () => T, fields: Array<keyof T>) {
  return async ({ request }: Http): Promise<{ input: T }> => ({ input: await validateBody(type, request.body, fields) });
}

/** Types of remembering-negotiator.mjs (the part Apollo Server uses). */
export default class RememberingNegotiator {
  constructor(request: { headers: { accept?: string | null } });
  mediaType(available?: string[]): string | undefined;
}

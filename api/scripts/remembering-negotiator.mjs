/**
 * Stands in for `negotiator` in the bundle. Apollo Server negotiates the Accept header of every
 * GraphQL request against a fixed list of media types, twice, even when there is no header: 5 %
 * of a request. The answer depends only on the header and the list, so it is remembered for a
 * bounded number of distinct headers; everything else is the package's own.
 */
import Negotiator from 'negotiator';

const MAX_REMEMBERED = 256;
const NO_HEADER = '\u0000';
const answers = new Map();

export default class RememberingNegotiator extends Negotiator {
  constructor(request) {
    super(request);
    const accept = request?.headers?.accept;
    // As negotiator reads it: no header means any type, null means none (as an empty header).
    this.acceptKey = accept === undefined ? NO_HEADER : accept === null ? '' : typeof accept === 'string' ? accept : null;
  }

  mediaType(available) {
    if (!Array.isArray(available) || this.acceptKey === null) return super.mediaType(available);
    const key = `${this.acceptKey}\n${available.join('\n')}`;
    if (answers.has(key)) return answers.get(key);
    const answer = super.mediaType(available);
    if (answers.size >= MAX_REMEMBERED) answers.clear();
    answers.set(key, answer);
    return answer;
  }
}

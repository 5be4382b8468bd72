/** The api's phone module (E.164 keys, numbers as people write them), re-exported so web features import one place. */
export { formatPhone } from '@phone';

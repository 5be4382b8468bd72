/**
 * What a received text asks for, read from the whole message (trimmed, in any case): the carriers'
 * opt-out words stop marketing texts to the number, START or UNSTOP resumes them, HELP asks who
 * is texting, and a lone 1 or 2 answers a day-before reminder (1 confirms, 2 cancels). Anything
 * else is a message for staff. The automatic answers are written here, in the workshop's name.
 */
import { displayTime } from '../../shared/time.js';

export type TextCommand = 'stop' | 'start' | 'help' | 'confirm' | 'cancel' | 'message';

const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const START_WORDS = new Set(['START', 'UNSTOP']);

/** The command of a received text's body. */
export function commandOf(body: string): TextCommand {
  const word = body.trim().toUpperCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  if (word === 'HELP' || word === 'INFO') return 'help';
  if (word === '1') return 'confirm';
  if (word === '2') return 'cancel';
  return 'message';
}

interface Workshop {
  name: string;
  phone: string;
}

/** An appointment's day and time as a text says them: "Tue 23 Dec at 9:00 AM". */
export function appointmentWhen(a: { preferredDate: string; preferredTime: string }): string {
  const day = new Date(`${a.preferredDate}T12:00:00Z`).toLocaleDateString('en-AU', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  return `${day} at ${displayTime(a.preferredTime)}`;
}

export const replies = {
  stopped: (w: Workshop) => `You're unsubscribed from ${w.name} texts. Reply START to resubscribe.`,
  started: (w: Workshop) => `You're subscribed to ${w.name} texts again. Reply STOP to unsubscribe.`,
  help: (w: Workshop) => `${w.name}: for help with a booking or your car, call us on ${w.phone}. Reply STOP to unsubscribe.`,
  confirmed: (w: Workshop, when: string) => `Thanks, see you ${when}. ${w.name}`,
  cancelled: (w: Workshop, when: string) => `Your booking for ${when} is cancelled, and we've emailed you a confirmation. ${w.name}`,
  alreadyCancelled: (w: Workshop, when: string) => `Your booking for ${when} is already cancelled. To book again, call us on ${w.phone}. ${w.name}`,
  notCancelled: (w: Workshop, why: string) => `Sorry, we could not cancel your booking by text: ${why} ${w.name}`,
};

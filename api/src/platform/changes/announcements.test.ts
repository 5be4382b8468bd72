/** Which topics a listener hears for a set of entities' changes: the record topics and the watched topics. */
import { describe, expect, it } from 'vitest';
import { appointmentChanges, blockedPeriodChanges } from '../../features/booking/public.js';
import { jobCardChanges } from '../../features/jobcards/public.js';
import { defineChanges, kind, recordTopics, watchedTopics } from './announcements.js';

describe('recordTopics', () => {
  it("hears each kind of a record's change by its own event, not by the dates it moved", () => {
    expect(recordTopics(appointmentChanges).sort()).toEqual(['appointment.booked', 'appointment.cancelled', 'appointment.deleted', 'appointment.rescheduled']);
    expect(recordTopics(appointmentChanges, jobCardChanges)).toContain('jobcard.changed');
  });

  it('hears a kind that raises only the dates through them', () => {
    expect(recordTopics(blockedPeriodChanges)).toEqual(['availability.changed']);
  });

  it('hears a kind declared later without the listener changing', () => {
    const before = defineChanges('appointment', { booked: kind<{ id: string }>({ 'appointment.booked': (a) => ({ id: a.id, date: '', time: '' }) }) });
    const after = defineChanges('appointment', {
      booked: kind<{ id: string }>({ 'appointment.booked': (a) => ({ id: a.id, date: '', time: '' }) }),
      deleted: kind<{ id: string }>({ 'availability.changed': () => ({ dates: null }), 'appointment.deleted': (a) => ({ id: a.id }) }),
    });
    expect(recordTopics(before)).toEqual(['appointment.booked']);
    expect(recordTopics(after)).toEqual(['appointment.booked', 'appointment.deleted']);
  });
});

describe('watchedTopics', () => {
  it('hears every kind that moves dates through the topic that names them, and the others by their own', () => {
    expect(watchedTopics('availability.changed', appointmentChanges, blockedPeriodChanges)).toEqual(['availability.changed']);
    expect(watchedTopics('availability.changed', appointmentChanges, jobCardChanges)).toEqual(['availability.changed', 'jobcard.changed']);
  });
});

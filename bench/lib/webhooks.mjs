/**
 * Webhooks under a rush of bookings: an endpoint (a local receiver answering 204) takes
 * `appointment.booked`; 1,000 customers book within a minute (one every 60 ms, each POST
 * /api/appointments as the booking page sends it), while a customer's booked-slots request goes
 * out every 10 ms, until the receiver holds a delivery of every booking.
 * Targets: all 1,000 delivered (distinct webhook-ids) within 30 s of the last booking's answer, and
 * booked-slots within 150 ms throughout.
 *
 * Alone: `node bench/lib/webhooks.mjs` (needs a build: api/dist; `TEST_DATABASE_URL` names the
 * PostgreSQL server); on an api and a database of its own, dropped afterwards.
 */
import { createServer } from 'node:http';
import { log } from './env.mjs';
import { onOwnApi } from './own-api.mjs';
import { probeEvery10Ms } from './probe.mjs';
import { bookingSlots } from './requests.mjs';

export const WEBHOOK_TARGET = { bookings: 1000, overMs: 60_000, deliveredWithinMs: 30_000, bookedSlotsMaxMs: 150 };

function melbourneToday() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date());
}

/** The integration's endpoint: remembers when each delivery (by webhook-id) first arrived. */
async function receiver() {
  const firstSeen = new Map();
  let posts = 0;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      posts++;
      const id = req.headers['webhook-id'];
      if (id && !firstSeen.has(id)) firstSeen.set(id, { at: performance.now(), type: JSON.parse(Buffer.concat(chunks).toString('utf8')).type });
      res.writeHead(204);
      res.end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/hooks/workshop`, firstSeen, posts: () => posts, close: () => new Promise((resolve) => server.close(resolve)) };
}

function bookingBody(n, { date, time }) {
  return JSON.stringify({
    fullName: `Hooked Customer ${n}`,
    email: `hooked${n}@example.com`,
    phone: '0400 000 000',
    vehicleMake: 'Toyota',
    vehicleModel: 'Corolla',
    vehicleYear: 2019,
    registration: `HOK${n}`,
    serviceType: 'Logbook Servicing',
    issueDescription: 'Regular logbook service, webhook benchmark.',
    preferredDate: date,
    preferredTime: time,
  });
}

export async function benchDeliveries(base, headers) {
  const hook = await receiver();
  try {
    const made = await fetch(`${base}/api/admin/webhooks`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ url: hook.url, events: ['appointment.booked'] }) });
    if (made.status !== 201) throw new Error(`webhooks bench: registering the endpoint answered ${made.status} ${await made.text()}`);
    const slots = bookingSlots(WEBHOOK_TARGET.bookings);
    const every = WEBHOOK_TARGET.overMs / WEBHOOK_TARGET.bookings;
    log(`webhooks: ${WEBHOOK_TARGET.bookings} bookings over ${WEBHOOK_TARGET.overMs / 1000} s (one every ${every} ms) to an endpoint taking appointment.booked; booked-slots every 10 ms`);
    const probe = probeEvery10Ms(`${base}/api/appointments/booked-slots?date=${melbourneToday()}`);
    const started = performance.now();
    const answers = [];
    for (let n = 0; n < WEBHOOK_TARGET.bookings; n++) {
      const wait = started + n * every - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const body = bookingBody(n, slots.next());
      answers.push(fetch(`${base}/api/appointments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(async (res) => ({ status: res.status, at: performance.now(), body: res.status === 201 ? '' : await res.text() })));
    }
    const booked = await Promise.all(answers);
    const refused = booked.filter((b) => b.status !== 201);
    if (refused.length) throw new Error(`webhooks bench: ${refused.length} bookings refused, e.g. ${refused[0].status} ${refused[0].body.slice(0, 200)}`);
    const lastBooked = Math.max(...booked.map((b) => b.at));
    const deadline = lastBooked + 120_000;
    while (hook.firstSeen.size < WEBHOOK_TARGET.bookings && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const times = await probe.stop();
    const arrivals = [...hook.firstSeen.values()].map((d) => d.at);
    const r = {
      bookings: booked.length,
      bookingSpanMs: lastBooked - started,
      delivered: hook.firstSeen.size,
      posts: hook.posts(),
      lastDeliveryAfterMs: arrivals.length ? Math.max(...arrivals) - lastBooked : Infinity,
      probes: times.length,
      bookedSlotsMaxMs: times.at(-1) ?? Infinity,
      bookedSlotsP99Ms: times[Math.min(times.length - 1, Math.ceil(0.99 * times.length) - 1)] ?? Infinity,
    };
    r.pass = r.delivered === WEBHOOK_TARGET.bookings && r.lastDeliveryAfterMs <= WEBHOOK_TARGET.deliveredWithinMs && r.bookedSlotsMaxMs <= WEBHOOK_TARGET.bookedSlotsMaxMs;
    log(`webhooks: ${r.delivered}/${r.bookings} delivered (${r.posts} posts), the last ${(r.lastDeliveryAfterMs / 1000).toFixed(1)} s after the last booking (bookings took ${(r.bookingSpanMs / 1000).toFixed(1)} s); booked-slots max ${r.bookedSlotsMaxMs.toFixed(0)} ms, p99 ${r.bookedSlotsP99Ms.toFixed(0)} ms (${r.probes} requests)`);
    return r;
  } finally {
    await hook.close();
  }
}

export function benchWebhooksOwnApi() {
  return onOwnApi('webhooks', ({ base, headers }) => benchDeliveries(base, headers), { WEBHOOK_ALLOW_PRIVATE: 'true' });
}

export function webhookRows(r) {
  return [
    [`webhooks: ${r.bookings} bookings in a minute, delivered (${r.posts} posts)`, `${r.delivered}`, `${(r.lastDeliveryAfterMs / 1000).toFixed(1)} s`, '', '', '', `all within ${WEBHOOK_TARGET.deliveredWithinMs / 1000} s of the last booking`, r.delivered === r.bookings && r.lastDeliveryAfterMs <= WEBHOOK_TARGET.deliveredWithinMs ? 'PASS' : 'FAIL'],
    [`…booked-slots meanwhile (${r.probes} requests)`, '', r.bookedSlotsMaxMs.toFixed(0), '', '', '', `max <= ${WEBHOOK_TARGET.bookedSlotsMaxMs} ms`, r.bookedSlotsMaxMs <= WEBHOOK_TARGET.bookedSlotsMaxMs ? 'PASS' : 'FAIL'],
  ];
}

export function webhookSummary(r) {
  return `webhooks: ${r.delivered} of ${r.bookings} bookings delivered, the last ${(r.lastDeliveryAfterMs / 1000).toFixed(1)} s after the last booking; booked-slots max ${r.bookedSlotsMaxMs.toFixed(0)} ms meanwhile`;
}

if (process.argv[1] && (await import('node:path')).resolve(process.argv[1]) === (await import('node:url')).fileURLToPath(import.meta.url)) {
  const r = await benchWebhooksOwnApi();
  console.log(webhookSummary(r));
  process.exitCode = r.pass ? 0 : 1;
}

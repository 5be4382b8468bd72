/**
 * Inspection photos on the running api: a 12-megapixel phone JPEG (4000 × 3000, EXIF orientation 6)
 * uploaded one at a time (POST .../inspection/photos: multipart, the pipeline, storing the image and
 * its thumbnail; the round trip, so the pipeline's own time is below it) — median <= 400 ms; then 4
 * uploads at once, three rounds, while a customer's booked-slots request goes out every 10 ms —
 * each answered within 150 ms; then the customer's quote page of a card with 20 photos in Chromium:
 * every byte on the wire (HTML, CSS, JS, API answers, the thumbnails it shows) before any photo is
 * enlarged — <= 1.5 MB, and it must have shown the 20 thumbnails.
 * Nothing here throws: a failed step is reported as FAIL with its reason.
 */
import sharp from 'sharp';
import { log } from './env.mjs';
import { probeEvery10Ms } from './probe.mjs';

export const INSPECTION_TARGET = { medianMs: 400, stallMs: 150, pageBytes: 1.5 * 1024 * 1024, photos: 20 };
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const CHECKS = ['tyre-tread', 'brake-pads', 'brake-discs', 'wipers', 'shocks'];

/** A noisy 12 MP photo (compresses like a real one, ~5 MB) turned on its side. */
async function phonePhoto() {
  const noise = await sharp({ create: { width: 1000, height: 750, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
  return sharp(noise).resize(4000, 3000).jpeg({ quality: 92 }).withMetadata({ orientation: 6 }).toBuffer();
}

async function upload(base, token, cardId, item, bytes) {
  const form = new FormData();
  form.set('item', item);
  form.set('photo', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
  const t0 = performance.now();
  const res = await fetch(`${base}/api/admin/jobcards/${cardId}/inspection/photos`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return performance.now() - t0;
}

async function call(base, token, method, url, body) {
  const res = await fetch(`${base}${url}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(json).slice(0, 200)}`);
  return json;
}

async function newCard(base, token, n) {
  return call(base, token, 'POST', '/api/admin/jobcards', { customerName: `Inspection Bench ${n}`, customerEmail: `inspect${n}@example.com`, carRego: `INS${n}`, customerPhone: '0412 345 678', customerComplaint: 'Service and inspection.' });
}

/** Every byte the quote page moves in Chromium until it is quiet, and how many inspection thumbnails it loaded. */
async function quotePageTransfer(base, quoteId) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    let bytes = 0;
    let thumbnails = 0;
    const urls = new Map();
    cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
    cdp.on('Network.loadingFinished', (e) => {
      bytes += e.encodedDataLength;
      if (/\/photos\/[0-9a-f]{24}\?size=thumb$/.test(urls.get(e.requestId) ?? '')) thumbnails++;
    });
    await page.goto(`${base}/quote/${quoteId}`, { waitUntil: 'networkidle' });
    // Scrolled to the end, as a customer reading it does (lazy images load too).
    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return { bytes, thumbnails };
  } finally {
    await browser.close();
  }
}

export async function benchInspection(base, headers) {
  const token = headers.authorization.replace(/^Bearer /, '');
  const result = { pass: false, stallPass: false, pagePass: false, problems: [] };
  try {
    const photo = await phonePhoto();
    result.photoBytes = photo.length;
    const card = await newCard(base, token, 1);
    await upload(base, token, card._id, 'tyre-tread', photo); // the first loads the image library
    const times = [];
    for (let i = 0; i < 10; i++) times.push(await upload(base, token, card._id, CHECKS[i % CHECKS.length], photo));
    times.sort((a, b) => a - b);
    result.upload = { runs: times.length, medianMs: percentile(times, 50), p99Ms: percentile(times, 99), maxMs: times.at(-1) };
    result.pass = result.upload.medianMs <= INSPECTION_TARGET.medianMs;

    // Four at once, three rounds, while booked-slots is asked every 10 ms.
    const url = `${base}/api/appointments/booked-slots?date=${new Date().toISOString().slice(0, 10)}`;
    const probe = probeEvery10Ms(url);
    const busy = await newCard(base, token, 2);
    for (let round = 0; round < 3; round++) await Promise.all(CHECKS.slice(0, 4).map((item) => upload(base, token, busy._id, item, photo)));
    const probes = await probe.stop();
    result.probe = { requests: probes.length, p99Ms: percentile(probes, 99), maxMs: probes.at(-1) };
    result.stallPass = result.probe.maxMs <= INSPECTION_TARGET.stallMs;

    // The quote page of a card with 20 photos on five rated checks.
    const shown = await newCard(base, token, 3);
    for (const [i, item] of CHECKS.entries()) {
      await call(base, token, 'PUT', `/api/admin/jobcards/${shown._id}/inspection/items/${item}`, { rating: i % 2 ? 'soon' : 'urgent', note: 'Worn: see the photos.' });
    }
    for (let i = 0; i < INSPECTION_TARGET.photos; i++) await upload(base, token, shown._id, CHECKS[i % CHECKS.length], photo);
    const { quote } = await call(base, token, 'POST', `/api/admin/jobcards/${shown._id}/generate-quote`, {
      items: [
        { description: 'Front brake pads', quantity: 1, estimateCost: 129.95 },
        { description: 'Wiper blades', quantity: 1, estimateCost: 34.95 },
        { description: 'Labour', quantity: 1.5, estimateCost: 110 },
      ],
    });
    result.page = await quotePageTransfer(base, quote._id);
    result.pagePass = result.page.bytes <= INSPECTION_TARGET.pageBytes && result.page.thumbnails === INSPECTION_TARGET.photos;
    if (result.page.thumbnails !== INSPECTION_TARGET.photos) result.problems.push(`the quote page loaded ${result.page.thumbnails} of ${INSPECTION_TARGET.photos} thumbnails`);
    log(`inspection: 12 MP upload median ${result.upload.medianMs.toFixed(0)} ms; booked-slots during 4 uploads at once max ${result.probe.maxMs.toFixed(0)} ms; quote page ${(result.page.bytes / 1024).toFixed(0)} KB with ${result.page.thumbnails} thumbnails`);
  } catch (err) {
    result.problems.push(err.message);
    log(`inspection bench failed: ${err.message}`);
  }
  return result;
}

export function inspectionRows(r) {
  const ms = (m) => (m === undefined ? 'n/a' : `${m.toFixed(0)} ms`);
  return [
    ['12 MP photo upload, one at a time (median)', ms(r.upload?.medianMs), r.upload ? r.upload.p99Ms.toFixed(0) : '', '', '', '', `median <= ${INSPECTION_TARGET.medianMs} ms`, r.pass ? 'PASS' : 'FAIL'],
    [`booked-slots during 4 uploads at once (${r.probe?.requests ?? 0} requests, max ${r.probe ? r.probe.maxMs.toFixed(0) : '?'} ms)`, '', r.probe ? r.probe.p99Ms.toFixed(0) : '', '', '', '', `max <= ${INSPECTION_TARGET.stallMs} ms`, r.stallPass ? 'PASS' : 'FAIL'],
    [`quote page with ${INSPECTION_TARGET.photos} photos, transfer`, r.page ? `${(r.page.bytes / 1024).toFixed(0)} KB` : 'n/a', '', '', '', '', '<= 1,536 KB, all thumbnails shown', r.pagePass ? 'PASS' : 'FAIL'],
  ];
}

export function inspectionSummary(r) {
  const lines = [];
  if (r.upload) lines.push(`inspection photos: a 12 MP JPEG of ${(r.photoBytes / 1024 / 1024).toFixed(1)} MB uploaded ${r.upload.runs} times one after another: median ${r.upload.medianMs.toFixed(0)} ms, p99 ${r.upload.p99Ms.toFixed(0)} ms, max ${r.upload.maxMs.toFixed(0)} ms`);
  if (r.probe) lines.push(`  booked-slots every 10 ms during 3 rounds of 4 uploads at once: ${r.probe.requests} requests, p99 ${r.probe.p99Ms.toFixed(1)} ms, max ${r.probe.maxMs.toFixed(0)} ms`);
  if (r.page) lines.push(`  the quote page with ${INSPECTION_TARGET.photos} photos (390 px phone, Chromium): ${(r.page.bytes / 1024).toFixed(0)} KB on the wire, ${r.page.thumbnails} thumbnails loaded`);
  for (const p of r.problems) lines.push(`  problem: ${p}`);
  return lines;
}

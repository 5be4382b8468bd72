// The job card autosave (PUT /api/admin/jobcards/{id}): signs in, creates one card per connection
// (each member of staff autosaves the card open on their screen), and answers the requests an
// autosaving detail page sends (notes, items, status, email, phone). No revision is sent, as
// the documented payload has none, so every save is a 200.
export const ADMIN_PASSWORD = 'bench-workshop-pw-2026!';

export async function prepareAutosave(base, cards = 50) {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`autosave bench: sign-in failed (${login.status})`);
  const { token } = await login.json();
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const ids = [];
  for (let i = 0; i < cards; i++) {
    const created = await fetch(`${base}/api/admin/jobcards`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ customerName: `Bench Customer ${i}`, customerEmail: 'bench.card@example.com', carRego: `BENCH${i}` }),
    });
    if (!created.ok) throw new Error(`autosave bench: creating a job card failed (${created.status})`);
    const card = await created.json();
    ids.push(card._id ?? card.id);
  }
  let n = 0;
  const body = () =>
    JSON.stringify({
      mechanicNotes: `Checked brakes and tyres; note ${++n}.`,
      finalItems: [
        { description: 'Brake pads (front)', quantity: 1, estimateCost: 129.95 },
        { description: 'Labour', quantity: 1.5, estimateCost: 110 },
        { description: 'Wheel alignment', quantity: 1, estimateCost: 89 },
      ],
      status: 'Work In Progress',
      customerEmail: 'bench.card@example.com',
      customerPhone: '0400 000 000',
    });
  return { paths: ids.map((id) => `/api/admin/jobcards/${id}`), headers, body };
}

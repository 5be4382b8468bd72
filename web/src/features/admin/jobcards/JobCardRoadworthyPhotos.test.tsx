// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminDeleteRoadworthyPhotoDocument } from '../../../gql/graphql';
import { renderAdmin } from '../render-admin';
import { JobCardRoadworthy } from './JobCardRoadworthy';
import { ROADWORTHY_CARD, roadworthyInspection, roadworthyItem, roadworthyLoaded } from './roadworthy-fixtures';

const CARD = ROADWORTHY_CARD;
const PHOTO = 'c'.repeat(24);
const NEW_PHOTO = 'd'.repeat(24);
const base = `/api/admin/jobcards/${CARD}/roadworthy/photos`;
const photo = (id: string) => ({ __typename: 'RoadworthyPhotoView' as const, id, width: 1600, height: 1200, url: `${base}/${id}`, thumbnailUrl: `${base}/${id}?size=thumb` });

const inspection = (parkBrakePhotos: string[]) =>
  roadworthyInspection({ items: [roadworthyItem('horn', 'Other safety-related items', 'Horn'), roadworthyItem('park-brake', 'Brakes', 'Parking brake', null, '', parkBrakePhotos.map(photo))] });
const loaded = (photos: string[]) => roadworthyLoaded(inspection(photos));

/** The uploads sent, each answered by the test: a stand-in for XMLHttpRequest (which reports progress). */
class FakeUpload {
  static sent: FakeUpload[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  // The thumbnails are fetched with the session's token and shown from blob: URLs.
  vi.stubGlobal('fetch', vi.fn(async () => new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), { status: 200 })));
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the roadworthy panel’s photos', () => {
  it('adds a photo to an item from the camera, with its progress, and shows it when stored', async () => {
    const user = userEvent.setup();
    renderAdmin(<JobCardRoadworthy jobCardId={CARD} />, { mocks: [loaded([PHOTO]), loaded([PHOTO, NEW_PHOTO])] });
    const park = await screen.findByRole('group', { name: 'Parking brake' });
    expect(within(park).getAllByRole('button', { name: /^Enlarge photo \d of Parking brake$/ })).toHaveLength(1);
    expect(within(screen.getByRole('group', { name: 'Horn' })).queryByRole('list', { name: 'Photos of Horn' })).toBeNull();

    const camera = within(park).getByLabelText('Add photo to Parking brake') as HTMLInputElement;
    expect([camera.type, camera.accept, camera.getAttribute('capture')]).toEqual(['file', 'image/*', 'environment']);
    await user.upload(camera, new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'brake.jpg', { type: 'image/jpeg' }));

    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const sent = FakeUpload.sent[0];
    expect([sent.method, sent.url, sent.body?.get('item')]).toEqual(['POST', base, 'park-brake']);
    sent.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
    expect(await within(park).findByText('Uploading 40 %')).toBeTruthy();
    sent.answer(201, { id: NEW_PHOTO, width: 1600, height: 1200, bytes: 5000 });

    // Stored: the inspection is read again and shows both, in order.
    expect(await within(park).findByRole('button', { name: 'Enlarge photo 2 of Parking brake' })).toBeTruthy();
    expect(within(park).queryByText(/Uploading/)).toBeNull();
  });

  it('says why an upload was refused, and keeps it to retry or dismiss', async () => {
    const user = userEvent.setup();
    renderAdmin(<JobCardRoadworthy jobCardId={CARD} />, { mocks: [loaded([])] });
    const horn = await screen.findByRole('group', { name: 'Horn' });
    await user.upload(within(horn).getByLabelText('Add photo to Horn'), new File(['hello'], 'notes.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    FakeUpload.sent[0].answer(415, { message: 'Please choose a JPEG, PNG or WebP photo.' });
    expect((await within(horn).findByRole('alert')).textContent).toContain('Please choose a JPEG, PNG or WebP photo.');
    await user.click(within(horn).getByRole('button', { name: 'Dismiss the failed upload of notes.jpg' }));
    expect(within(horn).queryByRole('alert')).toBeNull();
  });

  it('opens a photo full size and deletes it after a confirmation', async () => {
    const user = userEvent.setup();
    renderAdmin(<JobCardRoadworthy jobCardId={CARD} />, {
      mocks: [
        loaded([PHOTO]),
        { request: { query: AdminDeleteRoadworthyPhotoDocument, variables: { jobCardId: CARD, photoId: PHOTO } }, result: { data: { deleteRoadworthyPhoto: { __typename: 'MessageResult', message: 'Photo deleted.' } } } },
        loaded([]),
      ],
    });
    const park = await screen.findByRole('group', { name: 'Parking brake' });
    await user.click(within(park).getByRole('button', { name: 'Enlarge photo 1 of Parking brake' }));
    const dialog = await screen.findByRole('dialog', { name: 'Parking brake: photo 1 of 1' });
    expect(await within(dialog).findByRole('img', { name: 'Parking brake, photo 1' })).toBeTruthy();
    expect(vi.mocked(fetch)).toHaveBeenCalledWith(`${base}/${PHOTO}`, expect.anything());

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Delete photo 1 of Parking brake? It is deleted for good.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete photo' }));

    expect(await screen.findByText('Photo deleted.')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Parking brake' })).queryByRole('button', { name: /Enlarge photo/ })).toBeNull());
  });
});

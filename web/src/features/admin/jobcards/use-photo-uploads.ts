/**
 * A checklist's photo uploads in progress (to `uploadUrl`, the inspection's or the roadworthy's): several at once, each with its progress; a failed one
 * keeps its file and the server's message until it is retried or dismissed, and never stops the others.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { preparePhoto, uploadName, uploadPhoto, UploadFailure, type UploadedPhoto } from './inspection-photo-upload';

export interface PhotoUpload {
  id: number;
  /** The check (or item) it is for. */
  key: string;
  name: string;
  /** 0..1 of the bytes sent. */
  progress: number;
  state: 'preparing' | 'uploading' | 'failed';
  message: string | null;
}

let nextUpload = 1;

export function usePhotoUploads(uploadUrl: string, onUploaded: (key: string, photo: UploadedPhoto) => void) {
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const files = useRef(new Map<number, File>());
  const controllers = useRef(new Map<number, AbortController>());
  // One photo is decoded and scaled at a time: ten 12 MP pictures at once would exhaust a phone's memory.
  const scaling = useRef<Promise<void>>(Promise.resolve());
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });

  const patch = useCallback((id: number, change: Partial<PhotoUpload>) => {
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));
  }, []);

  const run = useCallback(
    async (id: number, key: string) => {
      const file = files.current.get(id);
      if (!file) return;
      const controller = new AbortController();
      controllers.current.set(id, controller);
      patch(id, { state: 'preparing', progress: 0, message: null });
      try {
        const before = scaling.current;
        let scaled!: () => void;
        scaling.current = new Promise((resolve) => {
          scaled = resolve;
        });
        let photo: Blob;
        try {
          await before;
          photo = await preparePhoto(file);
        } finally {
          scaled();
        }
        if (controller.signal.aborted) return;
        patch(id, { state: 'uploading' });
        const stored = await uploadPhoto(uploadUrl, key, photo, uploadName(file, photo), (progress) => patch(id, { progress }), controller.signal);
        files.current.delete(id);
        setUploads((list) => list.filter((u) => u.id !== id));
        uploaded.current(key, stored);
      } catch (error) {
        if (controller.signal.aborted) return;
        patch(id, { state: 'failed', message: error instanceof UploadFailure ? error.message : 'The photo could not be read on this device.' });
      } finally {
        controllers.current.delete(id);
      }
    },
    [uploadUrl, patch],
  );

  /** Starts sending `file` as a photo of check `key`. */
  const start = useCallback(
    (key: string, file: File) => {
      const id = nextUpload++;
      files.current.set(id, file);
      setUploads((list) => [...list, { id, key, name: file.name || 'photo', progress: 0, state: 'preparing', message: null }]);
      void run(id, key);
    },
    [run],
  );

  const retry = useCallback((upload: PhotoUpload) => void run(upload.id, upload.key), [run]);

  const dismiss = useCallback((upload: PhotoUpload) => {
    controllers.current.get(upload.id)?.abort();
    files.current.delete(upload.id);
    setUploads((list) => list.filter((u) => u.id !== upload.id));
  }, []);

  // Leaving the page cancels what is still going.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  return { uploads, start, retry, dismiss, busy: uploads.some((u) => u.state !== 'failed') };
}

/**
 * An admin-only image (an inspection photo) for an <img>: fetched with the session's token, shown
 * from a blob: URL that is revoked when the image changes or the component goes.
 */
import { useEffect, useState } from 'react';
import { adminHeaders, endSession, signedIn } from '../session/admin-session';

export type AdminImage = { state: 'loading' } | { state: 'ready'; src: string } | { state: 'failed' };

export function useAdminImage(url: string | null): AdminImage {
  const [image, setImage] = useState<{ url: string; result: AdminImage } | null>(null);

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const token = signedIn();
    fetch(url, { headers: adminHeaders(), signal: controller.signal })
      .then(async (response) => {
        if (response.status === 401 && token) endSession();
        if (!response.ok) throw new Error(`image answered ${response.status}`);
        const blob = await response.blob();
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setImage({ url, result: { state: 'ready', src: objectUrl } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setImage({ url, result: { state: 'failed' } });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  if (!url || !image || image.url !== url) return { state: 'loading' };
  return image.result;
}

/**
 * The photos of one check (of the inspection, or a roadworthy item): thumbnails in a row (tap to enlarge, delete after a confirmation), the
 * uploads under way with their progress, a failed one with the server's message and Retry, and
 * 'Add photo', which opens the phone's camera (or the file chooser on a computer).
 */
import { useState } from 'react';
import { AdminIcon } from '../ui/AdminIcon';
import { useConfirm } from '../ui/Confirm';
import { Dialog } from '../ui/Dialog';
import { useNotices } from '../ui/Notices';
import { useAdminImage } from './use-admin-image';
import type { PhotoUpload } from './use-photo-uploads';
import { Button, buttonClass } from '../ui/Button';
import '../styles/admin-photos.css';

/** A stored photo with its admin-only image and thumbnail paths. */
interface Photo {
  id: string;
  width: number;
  height: number;
  url: string;
  thumbnailUrl: string;
}

interface InspectionPhotosProps {
  checkLabel: string;
  photos: Photo[];
  readOnly: boolean;
  uploads: PhotoUpload[];
  onAddPhoto: (file: File) => void;
  onRetryUpload: (upload: PhotoUpload) => void;
  onDismissUpload: (upload: PhotoUpload) => void;
  onDeletePhoto: (photoId: string) => Promise<void>;
  /** What deleting a photo also takes away, said in the confirmation. */
  deleteNote?: string;
}

const QUOTE_PAGE_NOTE = 'It is deleted for good: the customer’s quote page no longer shows it either.';

export function InspectionPhotos({ checkLabel, photos, readOnly, uploads, onAddPhoto, onRetryUpload, onDismissUpload, onDeletePhoto, deleteNote = QUOTE_PAGE_NOTE }: InspectionPhotosProps) {
  const [open, setOpen] = useState<number | null>(null);
  const confirm = useConfirm();
  const notices = useNotices();
  const shown = open !== null ? photos[open] : undefined;

  async function remove(photo: Photo, index: number) {
    const yes = await confirm({
      title: 'Delete photo',
      message: `Delete photo ${index + 1} of ${checkLabel}? ${deleteNote}`,
      confirmLabel: 'Delete photo',
      tone: 'danger',
    });
    if (!yes) return;
    try {
      await onDeletePhoto(photo.id);
      setOpen(null);
      notices.success('Photo deleted.');
    } catch (failure) {
      notices.error(failure);
    }
  }

  if (readOnly && photos.length === 0) return null;

  return (
    <div className="iphotos">
      {(photos.length > 0 || uploads.length > 0) && (
        <ul className="iphotos__list" aria-label={`Photos of ${checkLabel}`}>
          {photos.map((photo, index) => (
            <li key={photo.id} className="iphotos__item">
              <button type="button" className="iphotos__thumb" aria-label={`Enlarge photo ${index + 1} of ${checkLabel}`} onClick={() => setOpen(index)}>
                <AdminImage url={photo.thumbnailUrl} width={photo.width} height={photo.height} />
              </button>
            </li>
          ))}
          {uploads.map((upload) => (
            <li key={upload.id} className={`iphotos__upload${upload.state === 'failed' ? ' iphotos__upload--failed' : ''}`} data-testid="photo-upload">
              {upload.state === 'failed' ? (
                <>
                  <span className="iphotos__upload-name">Not uploaded: {upload.name}</span>
                  <p className="iphotos__upload-message" role="alert">
                    <AdminIcon name="warning" size={16} /> {upload.message}
                  </p>
                  <div className="iphotos__upload-actions">
                    <Button size="small" onClick={() => onRetryUpload(upload)}>
                      <AdminIcon name="refresh" size={16} /> Retry
                    </Button>
                    <Button size="small" aria-label={`Dismiss the failed upload of ${upload.name}`} onClick={() => onDismissUpload(upload)}>
                      Dismiss
                    </Button>
                  </div>
                </>
              ) : (
                <>
                  <span className="iphotos__upload-name">{upload.state === 'preparing' ? 'Preparing…' : `Uploading ${Math.round(upload.progress * 100)} %`}</span>
                  <progress max={100} value={upload.state === 'preparing' ? undefined : Math.round(upload.progress * 100)} aria-label={`Upload of ${upload.name} to ${checkLabel}`} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <div className="iphotos__add-row">
          {/* The camera on a phone (capture), or the file chooser on a computer. */}
          <PhotoInput label="Add photo" accessibleName={`Add photo to ${checkLabel}`} icon="camera" capture onFiles={onAddPhoto} />
          {/* Pictures already taken, from the phone's gallery or the computer's files. */}
          <PhotoInput label="Choose file" accessibleName={`Choose file for ${checkLabel}`} icon="plus" onFiles={onAddPhoto} />
        </div>
      )}

      {shown && open !== null && (
        <Dialog
          title={`${checkLabel}: photo ${open + 1} of ${photos.length}`}
          size="large"
          onClose={() => setOpen(null)}
          footer={
            <>
              {photos.length > 1 && (
                <>
                  <Button onClick={() => setOpen((open - 1 + photos.length) % photos.length)}>
                    <AdminIcon name="chevronLeft" size={18} /> Previous
                  </Button>
                  <Button onClick={() => setOpen((open + 1) % photos.length)}>
                    Next <AdminIcon name="chevronRight" size={18} />
                  </Button>
                </>
              )}
              <span className="dialog__spacer" />
              {!readOnly && (
                <Button variant="danger" onClick={() => void remove(shown, open)}>
                  <AdminIcon name="trash" size={18} /> Delete
                </Button>
              )}
              <Button variant="primary" onClick={() => setOpen(null)} data-autofocus>
                Close
              </Button>
            </>
          }
        >
          <div className="iphotos__full">
            <AdminImage key={shown.id} url={shown.url} width={shown.width} height={shown.height} alt={`${checkLabel}, photo ${open + 1}`} />
          </div>
        </Dialog>
      )}
    </div>
  );
}

interface PhotoInputProps {
  label: string;
  accessibleName: string;
  icon: 'camera' | 'plus';
  capture?: boolean;
  onFiles: (file: File) => void;
}

/** A file input dressed as a button: its label is what is tapped; the input stays focusable for keyboards. */
function PhotoInput({ label, accessibleName, icon, capture = false, onFiles }: PhotoInputProps) {
  return (
    <label className={buttonClass({ size: 'small', className: `iphotos__add ${capture ? 'iphotos__add--camera' : 'iphotos__add--file'}` })}>
      <AdminIcon name={icon} size={18} />
      {label}
      <input
        type="file"
        accept="image/*"
        capture={capture ? 'environment' : undefined}
        multiple={!capture}
        className="visually-hidden"
        aria-label={accessibleName}
        onChange={(e) => {
          const input = e.currentTarget;
          for (const file of Array.from(input.files ?? [])) onFiles(file);
          // The same picture can be chosen again (after a failed upload was dismissed).
          input.value = '';
        }}
      />
    </label>
  );
}

/** An admin-only image (fetched with the token); a grey box while it loads. */
function AdminImage({ url, width, height, alt = '' }: { url: string; width: number; height: number; alt?: string }) {
  const image = useAdminImage(url);
  if (image.state === 'ready') return <img src={image.src} width={width} height={height} alt={alt} />;
  return (
    <span className={`iphotos__placeholder${image.state === 'failed' ? ' iphotos__placeholder--failed' : ''}`} style={{ aspectRatio: `${width} / ${height}` }} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
      {image.state === 'failed' ? 'Not loaded' : <span className="aspinner aspinner--small" aria-hidden="true" />}
    </span>
  );
}

/**
 * A photo of the inspection, full screen (on a phone too), on the one Modal: the page behind is
 * inert and Escape closes it; Previous and Next (or a swipe, or the arrow keys) step through the
 * check's photos; focus goes back to the thumbnail that opened it.
 */
import { useRef } from 'react';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';

interface ViewerPhoto {
  id: string;
  url: string;
  width: number;
  height: number;
}

interface PhotoViewerProps {
  /** What the photos show, e.g. "Tread depth". */
  title: string;
  photos: readonly ViewerPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

export function PhotoViewer({ title, photos, index, onIndex, onClose }: PhotoViewerProps) {
  const swipeFrom = useRef<number | null>(null);

  const photo = photos[index];
  if (!photo) return null;
  const many = photos.length > 1;
  const step = (by: number) => onIndex((index + by + photos.length) % photos.length);

  return (
    <Modal
      className="photo-viewer"
      label={`${title}: photo ${index + 1} of ${photos.length}`}
      onClose={onClose}
      onKeyDown={(e) => {
        if (!many) return;
        if (e.key === 'ArrowRight') step(1);
        else if (e.key === 'ArrowLeft') step(-1);
      }}
    >
      <div className="photo-viewer__bar">
        <p className="photo-viewer__title">
          {title}
          {many && <span className="photo-viewer__count"> · {index + 1} of {photos.length}</span>}
        </p>
        <button type="button" className="photo-viewer__button" aria-label="Close photo" data-autofocus onClick={onClose}>
          <Icon name="close" size={26} />
        </button>
      </div>
      <div
        className="photo-viewer__stage"
        onTouchStart={(e) => {
          swipeFrom.current = e.touches.length === 1 ? e.touches[0].clientX : null;
        }}
        onTouchEnd={(e) => {
          const from = swipeFrom.current;
          swipeFrom.current = null;
          if (from === null || !many) return;
          const moved = e.changedTouches[0].clientX - from;
          if (Math.abs(moved) > 50) step(moved < 0 ? 1 : -1);
        }}
      >
        <img key={photo.id} src={photo.url} width={photo.width} height={photo.height} alt={`${title}, photo ${index + 1}`} />
      </div>
      {many && (
        <div className="photo-viewer__nav">
          <button type="button" className="photo-viewer__button" onClick={() => step(-1)}>
            Previous
          </button>
          <button type="button" className="photo-viewer__button" onClick={() => step(1)}>
            Next
          </button>
        </div>
      )}
    </Modal>
  );
}

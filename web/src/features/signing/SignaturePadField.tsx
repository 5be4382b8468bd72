/**
 * The drawn-signature pad (signature_pad). The canvas's bitmap follows its CSS size × the
 * device pixel ratio, so strokes are sharp on high-DPI screens; a resize redraws the strokes
 * it had (or stays empty), so a pad that was cleared by resizing never counts as signed.
 */
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import SignaturePad from 'signature_pad';

export interface SignaturePadHandle {
  /** A PNG data URL of the signature, or null when nothing is drawn. */
  toPng(): string | null;
  clear(): void;
  focus(): void;
}

interface SignaturePadFieldProps {
  ref: Ref<SignaturePadHandle>;
  labelId: string;
  describedBy?: string;
  onChange: (signed: boolean) => void;
}

export function SignaturePadField({ ref, labelId, describedBy, onChange }: SignaturePadFieldProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#0f1b2d', minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    const onEnd = () => changed.current(!pad.isEmpty());
    pad.addEventListener('endStroke', onEnd);

    let size = '';
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const { width, height } = canvas.getBoundingClientRect();
      const next = `${Math.round(width)}x${Math.round(height)}@${ratio}`;
      // Mobile browsers fire resizes while scrolling (the address bar): only a real change redraws.
      if (next === size || width === 0) return;
      size = next;
      const strokes = pad.toData();
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      // Resizing wiped the bitmap: redraw what was there, or keep the pad empty (and unsigned).
      pad.clear();
      if (strokes.length) pad.fromData(strokes);
      changed.current(!pad.isEmpty());
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    // A zoom or a move to another screen changes the ratio without resizing the element.
    window.addEventListener('resize', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useImperativeHandle(ref, () => ({
    toPng: () => {
      const pad = padRef.current;
      return pad && !pad.isEmpty() ? pad.toDataURL('image/png') : null;
    },
    clear: () => {
      padRef.current?.clear();
      changed.current(false);
    },
    focus: () => canvasRef.current?.focus(),
  }));

  return (
    <canvas
      ref={canvasRef}
      className="signature-pad"
      role="img"
      tabIndex={0}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
    />
  );
}

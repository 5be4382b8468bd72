/**
 * 'Scan' beside the parts search: reads a barcode with the device's camera through the browser's
 * BarcodeDetector, offered only where the browser has one. The first code read closes the camera
 * and is handed on; a refused or missing camera is said in the dialog.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

/** The part of the BarcodeDetector API used here (not yet in TypeScript's DOM types). */
interface Detector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type DetectorClass = new () => Detector;

const detectorClass = (): DetectorClass | null => (typeof window !== 'undefined' && 'BarcodeDetector' in window ? (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector : null);

/** How often a frame of the camera is looked at for a code. */
const LOOK_EVERY_MS = 200;

export function ScanButton({ onRead }: { onRead: (code: string) => void }) {
  const [open, setOpen] = useState(false);
  if (!detectorClass()) return null;
  return (
    <>
      <Button icon="camera" onClick={() => setOpen(true)} className="parts-search__scan">
        Scan
      </Button>
      {open && (
        <ScanDialog
          onClose={() => setOpen(false)}
          onRead={(code) => {
            setOpen(false);
            onRead(code);
          }}
        />
      )}
    </>
  );
}

function ScanDialog({ onClose, onRead }: { onClose: () => void; onRead: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const read = useRef(onRead);
  useEffect(() => {
    read.current = onRead;
  });

  useEffect(() => {
    const Detector = detectorClass();
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    const stop = () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    async function start() {
      if (!Detector || !navigator.mediaDevices?.getUserMedia) {
        setProblem('This browser cannot use a camera here.');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch {
        setProblem('The camera could not be opened: allow this site to use it, or type the code in the search.');
        return;
      }
      if (stopped || !video.current) return stop();
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const detector = new Detector();
      const look = async () => {
        if (stopped || !video.current) return;
        try {
          const codes = await detector.detect(video.current);
          const code = codes.find((c) => c.rawValue.trim())?.rawValue.trim();
          if (code && !stopped) {
            stop();
            read.current(code);
            return;
          }
        } catch {
          // A frame not ready yet: the next one is looked at.
        }
        timer = window.setTimeout(() => void look(), LOOK_EVERY_MS);
      };
      void look();
    }
    void start();
    return stop;
  }, []);

  return (
    <Dialog title="Scan a barcode" subtitle="Hold the part’s barcode in front of the camera." onClose={onClose} size="medium" footer={<Button onClick={onClose}>Cancel</Button>}>
      {problem ? (
        <p className="field-problem" role="alert">
          {problem}
        </p>
      ) : (
        <video ref={video} className="parts-scan__video" muted playsInline aria-label="Camera" />
      )}
    </Dialog>
  );
}

import { useEffect, useRef, useState } from 'react';
import classes from './admin-events.module.css';

/**
 * How often a frame of the camera is read; the pause after a ticket is read, so its answer can
 * be seen before the next; and how long the same code is ignored (a ticket held up stays one
 * check-in).
 */
const SCAN_EVERY_MS = 250;
const AFTER_READ_PAUSE_MS = 1500;
const SAME_CODE_PAUSE_MS = 4000;

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

/** The name of the error of a reader that could not load. */
const READER_FAILED = 'ReaderFailed';

/** The reader, loaded once per page: turning the camera off and on again reuses it. */
let reader: Promise<Detector> | undefined;

/**
 * The QR reader: the ZXing reader compiled to WebAssembly, whose .wasm file this app serves
 * itself (never a CDN), loaded only when the camera is turned on. The .wasm is fetched and
 * compiled before the reader is handed out, so a reader that cannot load says so at once
 * rather than failing on every frame.
 */
function createDetector(): Promise<Detector> {
  reader ??= (async () => {
    const [{ BarcodeDetector, prepareZXingModule }, wasm] = await Promise.all([
      import('barcode-detector/ponyfill'),
      import('zxing-wasm/reader/zxing_reader.wasm?url'),
    ]);
    await prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) =>
          path.endsWith('.wasm') ? wasm.default : prefix + path,
      },
      fireImmediately: true,
    });
    return new BarcodeDetector({ formats: ['qr_code'] });
  })().catch((error: unknown) => {
    // The next try loads it again (the signal may be back).
    reader = undefined;
    throw new DOMException(String(error), READER_FAILED);
  });
  return reader;
}

/**
 * Loads the reader ahead of the camera: the desk is used where the signal comes and goes, and a
 * reader loaded while there is signal still reads tickets when it is gone.
 */
export function preloadReader(): Promise<void> {
  return createDetector().then(
    () => undefined,
    () => undefined,
  );
}

/** Without a secure page (https) or a camera API at all, the browser offers no camera. */
const NO_CAMERA_API = 'NoCameraApi';

function openCamera(): Promise<MediaStream> {
  if (!('mediaDevices' in navigator) || typeof navigator.mediaDevices.getUserMedia !== 'function') {
    return Promise.reject(new DOMException('No camera API', NO_CAMERA_API));
  }
  return navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'environment' },
    audio: false,
  });
}

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === READER_FAILED) {
    return 'The QR reader could not be loaded. Type the code below, or try the camera again.';
  }
  if (name === NO_CAMERA_API) {
    return 'This browser offers no camera here (it needs the app on a secure https address). Type the code below.';
  }
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'The camera is not allowed. Allow it in the browser’s site settings, or type the code below.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return 'This device has no camera to use. Type the code below.';
  }
  return 'The camera could not be started. Type the code below.';
}

/**
 * The phone's camera reading tickets' QR codes: each code read is handed to `onCode` once
 * (the same code again only after a pause, so a ticket held up stays one check-in).
 */
export function TicketScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'scanning' | { problem: string }>('starting');
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const last = { code: '', at: 0 };
    const start = async () => {
      try {
        // The camera's permission prompt comes up while the reader loads.
        const camera = openCamera();
        const [opened, detector] = await Promise.all([camera, createDetector()]).catch(
          async (error: unknown) => {
            // Whatever failed, a camera that did open is let go.
            (await camera.catch(() => null))?.getTracks().forEach((track) => track.stop());
            throw error;
          },
        );
        stream = opened;
        if (stopped || !video.current) {
          stream.getTracks().forEach((track) => track.stop());
          return;
        }
        video.current.srcObject = stream;
        await video.current.play();
        setState('scanning');
        const scan = async () => {
          if (stopped || !video.current) return;
          let read = false;
          try {
            const [found] = await detector.detect(video.current);
            const now = Date.now();
            if (
              found?.rawValue &&
              (found.rawValue !== last.code || now - last.at > SAME_CODE_PAUSE_MS)
            ) {
              last.code = found.rawValue;
              last.at = now;
              // A short buzz tells the admin the ticket was read without looking at the screen.
              if ('vibrate' in navigator) navigator.vibrate(80);
              latest.current(found.rawValue);
              read = true;
            }
          } catch {
            // A frame that cannot be read (the video not ready yet) is skipped.
          }
          timer = window.setTimeout(() => void scan(), read ? AFTER_READ_PAUSE_MS : SCAN_EVERY_MS);
        };
        void scan();
      } catch (error) {
        if (!stopped) setState({ problem: cameraProblem(error) });
      }
    };
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (typeof state === 'object') {
    return (
      <p className={classes.result} data-tone="refused" role="alert">
        {state.problem}
      </p>
    );
  }
  return (
    <>
      <video
        ref={video}
        className={classes.video}
        muted
        playsInline
        aria-label="Camera: hold a ticket’s QR code in view"
      />
      <p className={classes.summary} role="status">
        {state === 'starting'
          ? 'Starting the camera…'
          : 'Scanning: hold a ticket’s QR code in view.'}
      </p>
    </>
  );
}

export default TicketScanner;

import { Camera, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAMERA_IDEAL_HEIGHT, CAMERA_IDEAL_WIDTH, CAMERA_JPEG_QUALITY } from '../../../contract/photoConstants';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';

/** The front camera at 1280×720 if it can (spec §9). */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: 'user', width: { ideal: CAMERA_IDEAL_WIDTH }, height: { ideal: CAMERA_IDEAL_HEIGHT } },
  audio: false,
};

/** Draws the video's current frame and answers it as a JPEG data URL at quality 0.8. */
export function captureFrame(video: HTMLVideoElement): string {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || CAMERA_IDEAL_WIDTH;
  canvas.height = video.videoHeight || CAMERA_IDEAL_HEIGHT;
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', CAMERA_JPEG_QUALITY);
}

interface CameraCaptureProps {
  image: string | null;
  onImage(image: string | null): void;
  onCameraError(): void;
}

/** The live camera while there is no picture; after 'Capture Photo' the picture with 'Retake'. */
export function CameraCapture({ image, onImage, onCameraError }: CameraCaptureProps) {
  const { t } = useTranslation('photos');
  if (!image) return <LiveCamera onImage={onImage} onCameraError={onCameraError} />;
  return (
    <div className="flex flex-col items-center gap-3">
      <img
        src={image}
        alt={t('capturedAlt')}
        className="max-h-[45vh] w-full rounded-[1.5rem] border-4 border-white bg-ink/5 object-contain shadow-md"
      />
      <Button variant="secondary" onClick={() => onImage(null)} icon={<RotateCcw aria-hidden className="h-6 w-6" />}>
        {t('retake')}
      </Button>
    </div>
  );
}

/** Turns the camera on while shown, and off as soon as a picture is taken or the screen goes away. */
function LiveCamera({ onImage, onCameraError }: Omit<CameraCaptureProps, 'image'>) {
  const { t } = useTranslation('photos');
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let cancelled = false;
    const stop = () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera support');
        stream = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
        // The screen went away while the browser was asking: switch the camera straight off again.
        if (cancelled) return stop();
        if (video.current) {
          video.current.srcObject = stream;
          await video.current.play().catch(() => undefined);
        }
        if (!cancelled) setReady(true);
      } catch {
        if (cancelled) return;
        toast({ title: t('toast.cameraErrorTitle'), description: t('toast.cameraErrorText'), variant: 'destructive' });
        onCameraError();
      }
    })();
    return () => {
      cancelled = true;
      stop();
    };
  }, [t, onCameraError]);

  return (
    <div className="flex flex-col items-center gap-3">
      <video
        ref={video}
        autoPlay
        playsInline
        muted
        aria-label={t('cameraLabel')}
        data-testid="camera-preview"
        className="max-h-[45vh] w-full rounded-[1.5rem] border-4 border-white bg-ink object-contain shadow-md"
      />
      <Button
        variant="happy"
        size="lg"
        disabled={!ready}
        onClick={() => video.current && onImage(captureFrame(video.current))}
        icon={<Camera aria-hidden className="h-7 w-7" />}
      >
        {t('capture')}
      </Button>
    </div>
  );
}

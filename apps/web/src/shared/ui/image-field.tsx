import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { IconPhoto, IconPhotoPlus, IconX } from '@tabler/icons-react';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES } from '@punla/contract';
import classes from './image-field.module.css';

/** What a form calls its image: most hold a "picture", a planting location a "photo". */
export type ImageNoun = 'picture' | 'photo';

/** What the server takes for an upload (docs/api.md: PNG, JPEG or WebP, at most 2 MB). */
export const imageTypeError = (noun: ImageNoun) => `Choose a PNG, JPEG or WebP ${noun}.`;
export const imageSizeError = (noun: ImageNoun) =>
  `The ${noun} is larger than 2 MB. Choose a smaller one.`;

export const IMAGE_FIELD_TYPE_ERROR = imageTypeError('picture');
export const IMAGE_FIELD_SIZE_ERROR = imageSizeError('picture');
export const PHOTO_TYPE_ERROR = imageTypeError('photo');
export const PHOTO_SIZE_ERROR = imageSizeError('photo');

/** Why a file cannot be sent, or null when it can (the server checks again). */
export function imageFileProblem(file: File, noun: ImageNoun = 'picture'): string | null {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return imageTypeError(noun);
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return imageSizeError(noun);
  return null;
}

/** An object URL for the chosen file, revoked when the file changes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

interface ImageFieldProps {
  value: File | null;
  onChange: (file: File | null) => void;
  /** The image saved already, shown until another one is chosen. */
  currentUrl?: string | null;
  /** A line under the button, e.g. that the image is optional. */
  hint?: string;
  noun?: ImageNoun;
  /** A photo is wider than tall; a picture is square. */
  shape?: 'square' | 'wide';
  /**
   * What the preview shows until a chosen file can be shown, given the saved image's address
   * (null once another file is chosen): e.g. the drawing used without a picture. Without it,
   * the saved image or a picture icon.
   */
  preview?: (savedUrl: string | null) => ReactNode;
}

/** Picks an image for an upload: checks type and size, shows a preview. */
export function ImageField({
  value,
  onChange,
  currentUrl = null,
  hint = 'PNG, JPEG or WebP, up to 2 MB.',
  noun = 'picture',
  shape = 'square',
  preview,
}: ImageFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const chosenUrl = usePreview(value);
  const savedUrl = value ? null : currentUrl;

  const choose = (file: File | undefined) => {
    if (!file) return;
    const why = imageFileProblem(file, noun);
    setProblem(why);
    onChange(why ? null : file);
    if (input.current) input.current.value = '';
  };

  let shown: ReactNode;
  if (chosenUrl) shown = <img src={chosenUrl} alt={`The chosen ${noun}`} />;
  else if (preview) shown = preview(savedUrl);
  else if (savedUrl) shown = <img src={savedUrl} alt={`The current ${noun}`} />;
  else shown = <IconPhoto size={40} stroke={1.6} aria-hidden="true" />;

  return (
    <div className={classes.field}>
      <span className={classes.label}>{noun === 'photo' ? 'Photo' : 'Picture'}</span>
      <div className={classes.body} data-shape={shape}>
        <div className={classes.preview}>{shown}</div>
        <div className={classes.text}>
          <label htmlFor={inputId} className={classes.button}>
            <IconPhotoPlus size={20} stroke={2.2} aria-hidden="true" />
            {value || currentUrl ? `Choose another ${noun}` : `Choose a ${noun}`}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={IMAGE_UPLOAD_TYPES.join(',')}
            className={classes.fileInput}
            onChange={(event) => choose(event.currentTarget.files?.[0])}
          />
          {value && (
            <span className={classes.fileName}>
              <span className={classes.fileNameText}>
                {value.name} · {(value.size / 1024).toFixed(0)} KB
              </span>
              <button
                type="button"
                className={classes.clear}
                onClick={() => onChange(null)}
                aria-label={`Remove the chosen ${noun}`}
              >
                <IconX size={14} stroke={3} />
              </button>
            </span>
          )}
          <span className={classes.hint}>{hint}</span>
          {problem && (
            <span className={classes.error} role="alert">
              {problem}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}

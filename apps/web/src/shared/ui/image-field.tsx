import { useEffect, useId, useRef, useState } from 'react';
import { IconPhoto, IconPhotoPlus, IconX } from '@tabler/icons-react';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES } from '@punla/contract';
import classes from './image-field.module.css';

/** What the server takes for an uploaded picture: PNG, JPEG or WebP, at most 2 MB. */
export const IMAGE_FIELD_TYPE_ERROR = 'Choose a PNG, JPEG or WebP picture.';
export const IMAGE_FIELD_SIZE_ERROR = 'The picture is larger than 2 MB. Choose a smaller one.';

/** Why a file cannot be sent, or null when it can (the server checks again). */
export function imageFileProblem(file: File): string | null {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return IMAGE_FIELD_TYPE_ERROR;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return IMAGE_FIELD_SIZE_ERROR;
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
  label?: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /** The picture saved already, shown until another one is chosen. */
  currentUrl?: string | null;
  /** A line under the button, e.g. that the picture is optional. */
  hint?: string;
}

/** Picks a picture for an upload: checks type and size, shows a preview. */
export function ImageField({
  label = 'Picture',
  value,
  onChange,
  currentUrl = null,
  hint,
}: ImageFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreview(value);
  const shown = preview ?? (value ? null : currentUrl);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const why = imageFileProblem(file);
    setProblem(why);
    onChange(why ? null : file);
    if (input.current) input.current.value = '';
  };

  return (
    <div className={classes.field}>
      <span className={classes.label}>{label}</span>
      <div className={classes.body}>
        <div className={classes.preview}>
          {shown ? (
            <img src={shown} alt={preview ? 'The chosen picture' : 'The current picture'} />
          ) : (
            <IconPhoto size={40} stroke={1.6} aria-hidden="true" />
          )}
        </div>
        <div className={classes.text}>
          <label htmlFor={inputId} className={classes.button}>
            <IconPhotoPlus size={20} stroke={2.2} aria-hidden="true" />
            {value || currentUrl ? 'Choose another picture' : 'Choose a picture'}
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
                aria-label="Remove the chosen picture"
              >
                <IconX size={14} stroke={3} />
              </button>
            </span>
          )}
          <span className={classes.hint}>{hint ?? 'PNG, JPEG or WebP, up to 2 MB.'}</span>
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

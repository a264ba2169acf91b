import { useEffect, useId, useRef, useState } from 'react';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES } from '@punla/contract';
import { LocationPhoto } from './location-photo.tsx';
import classes from './locations.module.css';

/** What the server takes (docs/api.md: PNG, JPEG or WebP, at most 2 MB); it checks again. */
export const PHOTO_TYPE_ERROR = 'Choose a PNG, JPEG or WebP photo.';
export const PHOTO_SIZE_ERROR = 'The photo is larger than 2 MB. Choose a smaller one.';

/** Why a file cannot be sent, or null when it can. */
export function photoProblem(file: File): string | null {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return PHOTO_TYPE_ERROR;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return PHOTO_SIZE_ERROR;
  return null;
}

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

interface PhotoPickerProps {
  value: File | null;
  onChange: (file: File | null) => void;
  /** The photo the location has now. */
  currentUrl: string | null;
}

/** Picks the activity's photo: checks type and size, shows a preview. */
export function PhotoPicker({ value, onChange, currentUrl }: PhotoPickerProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreview(value);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const why = photoProblem(file);
    setProblem(why);
    onChange(why ? null : file);
    if (input.current) input.current.value = '';
  };

  return (
    <div className={classes.picker}>
      <span className={classes.label}>Photo</span>
      <div className={classes.pickerBody}>
        <div className={classes.pickerPreview}>
          {preview ? (
            <img src={preview} alt="The chosen photo" />
          ) : (
            <LocationPhoto imageUrl={value ? null : currentUrl} alt="The current photo" />
          )}
        </div>
        <div className={classes.pickerText}>
          <label htmlFor={inputId} className={classes.pickerButton}>
            <IconPhotoPlus size={20} stroke={2.2} aria-hidden="true" />
            {value || currentUrl ? 'Choose another photo' : 'Choose a photo'}
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
              {value.name} · {(value.size / 1024).toFixed(0)} KB
              <button
                type="button"
                className={classes.clear}
                onClick={() => onChange(null)}
                aria-label="Remove the chosen photo"
              >
                <IconX size={14} stroke={3} />
              </button>
            </span>
          )}
          <span className={classes.pickerHint}>PNG, JPEG or WebP, up to 2 MB.</span>
          {problem && (
            <span className={classes.pickerError} role="alert">
              {problem}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}

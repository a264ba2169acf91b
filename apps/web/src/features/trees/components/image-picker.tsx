import { useEffect, useId, useRef, useState } from 'react';
import { imageFileProblem } from '../../../shared/ui/image-field.tsx';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { IMAGE_UPLOAD_TYPES } from '@punla/contract';
import { TreePicture } from '../../../shared/ui/tree-picture.tsx';
import classes from './trees.module.css';

interface ImagePickerProps {
  value: File | null;
  onChange: (file: File | null) => void;
  /** The picture the species has now. */
  currentUrl: string | null;
  /** For the drawing shown when there is no picture. */
  scientificName: string;
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

/** Picks the species picture: checks type and size, shows a preview. */
export function ImagePicker({ value, onChange, currentUrl, scientificName }: ImagePickerProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreview(value);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const why = imageFileProblem(file);
    setProblem(why);
    onChange(why ? null : file);
    if (input.current) input.current.value = '';
  };

  return (
    <div className={classes.picker}>
      <span className={classes.pickerLabel}>Picture</span>
      <div className={classes.pickerBody}>
        <div className={classes.pickerPreview}>
          {preview ? (
            <img src={preview} alt="The chosen picture" />
          ) : (
            <TreePicture
              imageUrl={value ? null : currentUrl}
              scientificName={scientificName || 'Unknown'}
              stage={5}
              backdrop
              alt={currentUrl ? 'The current picture' : 'The drawing used without a picture'}
            />
          )}
        </div>
        <div className={classes.pickerText}>
          <label htmlFor={inputId} className={classes.pickerButton}>
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
              {value.name} · {(value.size / 1024).toFixed(0)} KB
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

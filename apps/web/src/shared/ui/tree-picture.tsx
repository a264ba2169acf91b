import { useMemo, useState } from 'react';
import { treeSvg, type TreeArtOptions } from '@punla/contract';

/** The drawing of a tree as an image address. */
export function treeSvgUrl(options: TreeArtOptions): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(treeSvg(options))}`;
}

interface TreePictureProps extends TreeArtOptions {
  alt: string;
  /** An uploaded picture; the drawing is shown when there is none or it fails to load. */
  imageUrl?: string | null;
  className?: string;
  loading?: 'eager' | 'lazy';
}

/** A tree: its uploaded picture, or its drawing at a stage in the species' colours. */
export function TreePicture({
  alt,
  imageUrl,
  className,
  loading = 'lazy',
  scientificName,
  stage,
  variant,
  wilted,
  backdrop,
}: TreePictureProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const drawing = useMemo(
    () => treeSvgUrl({ scientificName, stage, variant, wilted, backdrop }),
    [scientificName, stage, variant, wilted, backdrop],
  );
  const src = imageUrl && imageUrl !== failedUrl ? imageUrl : drawing;
  return (
    <img
      src={src}
      alt={alt}
      className={className}
      loading={loading}
      decoding="async"
      draggable={false}
      onError={() => {
        if (imageUrl && src === imageUrl) setFailedUrl(imageUrl);
      }}
    />
  );
}

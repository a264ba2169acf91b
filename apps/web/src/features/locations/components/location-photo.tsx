import { useState } from 'react';

/** A drawn planting site (hills, saplings, the sun) for a location without a photo. */
const SITE_DRAWING = `data:image/svg+xml;utf8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfe3f7"/><stop offset="1" stop-color="#eef8e8"/></linearGradient></defs>
  <rect width="320" height="200" fill="url(#s)"/>
  <circle cx="258" cy="46" r="22" fill="#ffe389"/>
  <path d="M0 120c60-34 120-40 180-14s100 20 140-8v102H0z" fill="#98d378"/>
  <path d="M0 150c70-26 150-28 210-8s80 10 110-2v60H0z" fill="#62b63a"/>
  <path d="M0 176c80-14 170-14 320 0v24H0z" fill="#8b5e3c"/>
  <g stroke="#23511a" stroke-width="3" stroke-linecap="round">
    <path d="M70 170v-22"/><path d="M130 168v-26"/><path d="M190 170v-20"/><path d="M250 172v-24"/>
  </g>
  <g fill="#3f8a22">
    <ellipse cx="63" cy="150" rx="9" ry="5" transform="rotate(-30 63 150)"/><ellipse cx="77" cy="148" rx="9" ry="5" transform="rotate(30 77 148)"/>
    <ellipse cx="123" cy="146" rx="10" ry="6" transform="rotate(-30 123 146)"/><ellipse cx="138" cy="143" rx="10" ry="6" transform="rotate(30 138 143)"/>
    <ellipse cx="184" cy="153" rx="8" ry="5" transform="rotate(-30 184 153)"/><ellipse cx="197" cy="151" rx="8" ry="5" transform="rotate(30 197 151)"/>
    <ellipse cx="243" cy="151" rx="9" ry="5" transform="rotate(-30 243 151)"/><ellipse cx="257" cy="149" rx="9" ry="5" transform="rotate(30 257 149)"/>
  </g>
</svg>`,
)}`;

interface LocationPhotoProps {
  imageUrl: string | null;
  alt: string;
  className?: string;
}

/** The activity's photo, or the drawing when there is none or it does not load. */
export function LocationPhoto({ imageUrl, alt, className }: LocationPhotoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = imageUrl && imageUrl !== failedUrl ? imageUrl : SITE_DRAWING;
  return (
    <img
      src={src}
      alt={src === SITE_DRAWING ? '' : alt}
      className={className}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => {
        if (imageUrl && src === imageUrl) setFailedUrl(imageUrl);
      }}
    />
  );
}

/**
 * The tree illustrations of the game, drawn as SVG: one drawing per growth stage, each
 * species in its own colours and shape, each planted tree slightly different (its variant),
 * and a dry, drooping look when wilted. Used by the web app for My Tree and by the server
 * for the seeded species' catalog pictures.
 */

export type CanopyShape = 'round' | 'spreading' | 'conical' | 'mangrove' | 'columnar';

export interface TreePalette {
  leaf: string;
  leafDark: string;
  leafLight: string;
  trunk: string;
  flower: string;
  shape: CanopyShape;
}

const palettes: Record<string, TreePalette> = {
  'Pterocarpus indicus': {
    leaf: '#4f9a3a',
    leafDark: '#2f6e27',
    leafLight: '#7cc25a',
    trunk: '#7a4a2a',
    flower: '#f5c518',
    shape: 'spreading',
  },
  'Lagerstroemia speciosa': {
    leaf: '#5aa04a',
    leafDark: '#356f2c',
    leafLight: '#86c76b',
    trunk: '#8a6a52',
    flower: '#b36ad9',
    shape: 'round',
  },
  'Calophyllum inophyllum': {
    leaf: '#2e8b57',
    leafDark: '#1d5e3a',
    leafLight: '#58b27f',
    trunk: '#6d5443',
    flower: '#fff7e0',
    shape: 'round',
  },
  'Rhizophora mucronata': {
    leaf: '#3f8f4f',
    leafDark: '#275f33',
    leafLight: '#6fb77c',
    trunk: '#6b4f3a',
    flower: '#e8e2b0',
    shape: 'mangrove',
  },
  'Diospyros blancoi': {
    leaf: '#356b35',
    leafDark: '#1f461f',
    leafLight: '#5b9457',
    trunk: '#2e2420',
    flower: '#c0504d',
    shape: 'round',
  },
  'Vitex parviflora': {
    leaf: '#6a9f3f',
    leafDark: '#446b27',
    leafLight: '#95c466',
    trunk: '#8b7355',
    flower: '#8e7cc3',
    shape: 'round',
  },
  'Intsia bijuga': {
    leaf: '#4d8b3a',
    leafDark: '#2f5c24',
    leafLight: '#77b35f',
    trunk: '#5c3b28',
    flower: '#f29fb5',
    shape: 'spreading',
  },
  'Dracontomelon dao': {
    leaf: '#3c8a40',
    leafDark: '#24592a',
    leafLight: '#67b26a',
    trunk: '#8a7a66',
    flower: '#e6d36a',
    shape: 'spreading',
  },
  'Shorea astylosa': {
    leaf: '#2f7a3e',
    leafDark: '#1b4f27',
    leafLight: '#56a364',
    trunk: '#6e5a48',
    flower: '#f2e6c9',
    shape: 'columnar',
  },
  'Dipterocarpus grandiflorus': {
    leaf: '#3a7f3a',
    leafDark: '#235523',
    leafLight: '#62a95f',
    trunk: '#9a8a76',
    flower: '#e88e6a',
    shape: 'columnar',
  },
  'Agathis philippinensis': {
    leaf: '#2d6b4f',
    leafDark: '#1a4633',
    leafLight: '#4f9473',
    trunk: '#7b5e48',
    flower: '#b8865b',
    shape: 'conical',
  },
};

/** A stable number from a text, so a species without a curated palette still has its own. */
function hashText(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}%)`;
}

export function paletteFor(scientificName: string): TreePalette {
  const known = palettes[scientificName];
  if (known) return known;
  const hash = hashText(scientificName);
  const hue = 95 + (hash % 50);
  const shapes: CanopyShape[] = ['round', 'spreading', 'columnar', 'conical'];
  return {
    leaf: hsl(hue, 45, 40),
    leafDark: hsl(hue, 48, 27),
    leafLight: hsl(hue, 45, 55),
    trunk: hsl(25 + (hash % 15), 30, 30),
    flower: hsl((hash >> 8) % 360, 70, 70),
    shape: shapes[(hash >> 4) % shapes.length] ?? 'round',
  };
}

/** A small seeded random source: the same variant always draws the same tree. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes a colour toward the dry yellow-brown of a wilted tree. */
const DRY = '#b39a55';

export interface TreeArtOptions {
  scientificName: string;
  stage: number;
  variant?: number;
  wilted?: boolean;
  /** A round backdrop, for catalog pictures. */
  backdrop?: boolean;
}

const f = (n: number) => n.toFixed(1);

export function treeSvg(options: TreeArtOptions): string {
  const palette = paletteFor(options.scientificName);
  const rand = random(options.variant ?? 1);
  const wilted = options.wilted ?? false;
  const stage = Math.max(0, Math.min(5, Math.round(options.stage)));
  const leaf = wilted ? DRY : palette.leaf;
  const leafDark = wilted ? '#8a7440' : palette.leafDark;
  const leafLight = wilted ? '#cdb878' : palette.leafLight;
  const lean = (rand() - 0.5) * 8;
  const parts: string[] = [];

  if (options.backdrop) {
    parts.push(`<circle cx="120" cy="120" r="116" fill="#e8f5e0"/>`);
    parts.push(`<circle cx="120" cy="120" r="116" fill="none" stroke="#cfe6c2" stroke-width="4"/>`);
  }
  // Soil mound
  parts.push(`<ellipse cx="120" cy="206" rx="78" ry="16" fill="#6b4a2f"/>`);
  parts.push(`<ellipse cx="120" cy="201" rx="70" ry="11" fill="#8d6a47"/>`);
  parts.push(`<ellipse cx="104" cy="198" rx="26" ry="4" fill="#a3805a" opacity="0.7"/>`);

  const groundY = 200;
  if (stage === 0) {
    parts.push(
      `<g transform="rotate(${f(-20 + lean)} 120 196)"><ellipse cx="120" cy="194" rx="11" ry="7" fill="${palette.trunk}"/><path d="M112 193 Q120 189 128 193" stroke="#e9d8b8" stroke-width="1.5" fill="none"/></g>`,
    );
    if (!wilted)
      parts.push(
        `<path d="M121 188 q2 -7 7 -9" stroke="${palette.leafLight}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
      );
  } else if (stage <= 2) {
    const height = stage === 1 ? 36 : 64;
    const topX = 120 + lean * (stage === 1 ? 0.6 : 1);
    const topY = groundY - height;
    parts.push(
      `<path d="M120 ${groundY} Q${f(120 - lean)} ${f(groundY - height / 2)} ${f(topX)} ${f(topY)}" stroke="${leafDark}" stroke-width="${stage === 1 ? 3 : 4}" fill="none" stroke-linecap="round"/>`,
    );
    const pairs = stage === 1 ? 1 : 3;
    for (let i = 0; i < pairs; i += 1) {
      const t = pairs === 1 ? 1 : 0.45 + (i / (pairs - 1)) * 0.55;
      const y = groundY - height * t;
      const x = 120 + (topX - 120) * t;
      const size = stage === 1 ? 11 : 10 + i * 2 + rand() * 3;
      for (const side of [-1, 1]) {
        // Rotating about the stem lifts each leaf (or lets it hang when wilted).
        const tilt = side * -(28 + rand() * 10) + side * (wilted ? 55 : 0);
        parts.push(
          `<ellipse cx="${f(x + side * size * 0.95)}" cy="${f(y)}" rx="${f(size)}" ry="${f(size * 0.45)}" fill="${side < 0 ? leaf : leafLight}" transform="rotate(${f(tilt)} ${f(x)} ${f(y)})"/>`,
        );
      }
    }
    if (stage === 2) {
      parts.push(
        `<ellipse cx="${f(topX)}" cy="${f(topY - 5)}" rx="5" ry="8" fill="${leafLight}"/>`,
      );
    }
  } else {
    drawTree(parts, { stage, palette, leaf, leafDark, leafLight, lean, rand, wilted });
  }
  if (wilted) {
    for (let i = 0; i < 4; i += 1) {
      parts.push(
        `<ellipse cx="${f(70 + rand() * 100)}" cy="${f(200 + rand() * 6)}" rx="5" ry="2.2" fill="#a07f3f" transform="rotate(${f(rand() * 60 - 30)} 120 200)"/>`,
      );
    }
    parts.push(
      `<path d="M92 203 l6 3 l-3 4 M140 202 l-5 4 l4 3" stroke="#5a3d25" stroke-width="1.2" fill="none"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">${parts.join('')}</svg>`;
}

interface DrawContext {
  stage: number;
  palette: TreePalette;
  leaf: string;
  leafDark: string;
  leafLight: string;
  lean: number;
  rand: () => number;
  wilted: boolean;
}

function drawTree(parts: string[], c: DrawContext): void {
  const { stage, palette, rand, lean } = c;
  const groundY = 200;
  const scale = stage === 3 ? 0.55 : stage === 4 ? 0.8 : 1;
  const trunkWidth = 6 + 12 * scale;
  const trunkTop = groundY - (58 + 44 * scale);
  const topX = 120 + lean * 1.5;

  // Roots: stilts for mangroves, a flare for the rest.
  if (palette.shape === 'mangrove') {
    for (const dx of [-34, -20, 20, 34].map((d) => d * scale)) {
      parts.push(
        `<path d="M${f(120 + dx * 0.25)} ${f(groundY - 40 * scale)} Q${f(120 + dx)} ${f(groundY - 30 * scale)} ${f(120 + dx * 1.2)} ${groundY + 2}" stroke="${palette.trunk}" stroke-width="${f(3 + 2 * scale)}" fill="none" stroke-linecap="round"/>`,
      );
    }
  } else if (stage === 5) {
    parts.push(
      `<path d="M${f(120 - trunkWidth)} ${groundY + 1} Q120 ${groundY - 14} ${f(120 + trunkWidth)} ${groundY + 1} Z" fill="${palette.trunk}"/>`,
    );
  }
  // Trunk, slightly tapered, leaning with the variant.
  parts.push(
    `<path d="M${f(120 - trunkWidth / 2)} ${groundY} L${f(topX - trunkWidth / 3)} ${f(trunkTop)} L${f(topX + trunkWidth / 3)} ${f(trunkTop)} L${f(120 + trunkWidth / 2)} ${groundY} Z" fill="${palette.trunk}"/>`,
  );
  parts.push(
    `<path d="M${f(120 - trunkWidth / 6)} ${groundY - 6} L${f(topX - trunkWidth / 8)} ${f(trunkTop + 12)}" stroke="#000" stroke-opacity="0.15" stroke-width="${f(trunkWidth / 5)}"/>`,
  );
  // Branches
  if (stage >= 4) {
    for (const side of [-1, 1]) {
      const startY = trunkTop + 30 * scale + rand() * 10;
      parts.push(
        `<path d="M${f(topX)} ${f(startY)} Q${f(topX + side * 18 * scale)} ${f(startY - 12)} ${f(topX + side * 34 * scale)} ${f(startY - 26 * scale)}" stroke="${palette.trunk}" stroke-width="${f(trunkWidth / 3)}" fill="none" stroke-linecap="round"/>`,
      );
    }
  }

  const droop = c.wilted ? 0.88 : 1;
  const blobs = canopyBlobs(palette.shape, stage, scale, rand).map((b) => ({
    x: topX + b.x,
    y: trunkTop + b.y + (c.wilted ? 6 : 0),
    r: b.r * droop,
  }));
  if (palette.shape === 'conical') {
    const layers = stage === 3 ? 3 : stage === 4 ? 4 : 5;
    const height = 128 * scale;
    for (let i = 0; i < layers; i += 1) {
      const y = trunkTop - height * 0.42 + (i * height) / layers;
      const width = (26 + i * 14) * scale * droop;
      const color = i % 2 === 0 ? c.leafDark : c.leaf;
      parts.push(
        `<path d="M${f(topX)} ${f(y - 30 * scale)} L${f(topX - width)} ${f(y + 22 * scale)} Q${f(topX)} ${f(y + 30 * scale)} ${f(topX + width)} ${f(y + 22 * scale)} Z" fill="${color}"/>`,
      );
    }
  } else {
    for (const b of blobs)
      parts.push(`<circle cx="${f(b.x)}" cy="${f(b.y + 4)}" r="${f(b.r)}" fill="${c.leafDark}"/>`);
    for (const b of blobs)
      parts.push(`<circle cx="${f(b.x)}" cy="${f(b.y)}" r="${f(b.r * 0.92)}" fill="${c.leaf}"/>`);
    for (const b of blobs) {
      parts.push(
        `<circle cx="${f(b.x - b.r * 0.3)}" cy="${f(b.y - b.r * 0.3)}" r="${f(b.r * 0.45)}" fill="${c.leafLight}" opacity="0.8"/>`,
      );
    }
  }
  // Flowers or fruit on a mature, healthy tree.
  if (stage === 5 && !c.wilted) {
    const count = 9 + Math.floor(rand() * 5);
    for (let i = 0; i < count; i += 1) {
      const blob = blobs[Math.floor(rand() * blobs.length)];
      if (!blob) continue;
      const angle = rand() * Math.PI * 2;
      const distance = rand() * blob.r * 0.75;
      parts.push(
        `<circle cx="${f(blob.x + Math.cos(angle) * distance)}" cy="${f(blob.y + Math.sin(angle) * distance)}" r="${f(2.6 + rand() * 1.6)}" fill="${palette.flower}" stroke="#fff" stroke-opacity="0.5" stroke-width="0.8"/>`,
      );
    }
  }
}

function canopyBlobs(
  shape: CanopyShape,
  stage: number,
  scale: number,
  rand: () => number,
): { x: number; y: number; r: number }[] {
  const count = stage === 3 ? 3 : stage === 4 ? 5 : 8;
  const spread =
    shape === 'spreading' ? 1.45 : shape === 'columnar' ? 0.7 : shape === 'mangrove' ? 1.15 : 1;
  const tall = shape === 'columnar' ? 1.5 : shape === 'spreading' ? 0.75 : 1;
  const blobs: { x: number; y: number; r: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    const angle = (i / count) * Math.PI * 2 + rand() * 0.5;
    const ring = i === 0 ? 0 : 1;
    blobs.push({
      x: Math.cos(angle) * 34 * scale * spread * ring + (rand() - 0.5) * 8,
      y:
        -18 * scale +
        Math.sin(angle) * 22 * scale * tall * ring -
        (i === 0 ? 12 * scale * tall : 0),
      r: (24 + rand() * 10) * scale * (shape === 'columnar' ? 0.85 : 1),
    });
  }
  return blobs;
}

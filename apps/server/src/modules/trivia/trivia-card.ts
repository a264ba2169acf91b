import { treeSvg } from '@punla/contract';

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line.trim());
      line = word;
    } else {
      line += ` ${word}`;
    }
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

/** An image trivia card: the fact beside a drawing of the tree it is about. */
export function triviaCardSvg(title: string, content: string, scientificName: string): string {
  const tree = treeSvg({ scientificName, stage: 5, variant: 11 }).replace(
    /^<svg [^>]*>/,
    '<svg x="24" y="92" width="250" height="250" viewBox="0 0 240 240">',
  );
  const lines = wrap(content, 30)
    .slice(0, 9)
    .map((line, i) => `<tspan x="300" dy="${i === 0 ? 0 : 30}">${escape(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e8f5e9"/><stop offset="1" stop-color="#c8e6c9"/></linearGradient></defs>
<rect width="640" height="400" rx="28" fill="url(#sky)"/>
<rect x="12" y="12" width="616" height="376" rx="22" fill="none" stroke="#2e7d32" stroke-width="4"/>
<text x="32" y="62" font-family="Nunito, Segoe UI, sans-serif" font-size="30" font-weight="800" fill="#1b5e20">${escape(title)}</text>
<text x="32" y="86" font-family="Nunito, Segoe UI, sans-serif" font-size="15" font-weight="700" fill="#558b2f" letter-spacing="2">DENR TRIVIA · PUNLA</text>
${tree}
<text x="300" y="140" font-family="Nunito, Segoe UI, sans-serif" font-size="21" font-weight="600" fill="#263238">${lines}</text>
</svg>`;
}

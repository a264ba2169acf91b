import fs from 'node:fs';
import QRCode from 'qrcode';

/**
 * A Y4M video (the format Chromium's fake camera plays, `--use-file-for-fake-video-capture`)
 * that shows the QR code of `text`, black on white, still, for the check-in's camera path.
 * Y4M is a header, then frames of raw YUV 4:2:0: the picture in the Y plane, grey colour
 * planes (128) for black and white.
 */
export function writeQrVideo(file: string, text: string, size = 480, frames = 10): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const quiet = 4;
  const scale = Math.floor(size / (modules + 2 * quiet));
  const offset = Math.floor((size - modules * scale) / 2);
  const luma = Buffer.alloc(size * size, 255);
  for (let row = 0; row < modules; row += 1) {
    for (let col = 0; col < modules; col += 1) {
      if (!qr.modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (offset + row * scale + y) * size + offset + col * scale;
        luma.fill(0, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((size / 2) * (size / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${size} H${size} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

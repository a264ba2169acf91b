import { describe, expect, it } from 'vitest';
import {
  encodeWav,
  renderTrack,
  renderTrackGently,
  TRACK_SAMPLE_RATE,
  TRACK_SECONDS,
} from './synth.ts';

describe('the generated track', () => {
  const track = renderTrack();
  const [left, right] = track.channels;

  it('is a stereo loop of 16 to 24 seconds', () => {
    expect(TRACK_SECONDS).toBeGreaterThanOrEqual(16);
    expect(TRACK_SECONDS).toBeLessThanOrEqual(24);
    expect(track.sampleRate).toBe(TRACK_SAMPLE_RATE);
    expect(left.length).toBe(Math.round(TRACK_SECONDS * TRACK_SAMPLE_RATE));
    expect(right.length).toBe(left.length);
  });

  it('is audible and never clips', () => {
    let peak = 0;
    let sumSquares = 0;
    let broken = 0;
    for (let i = 0; i < left.length; i += 1) {
      if (!Number.isFinite(left[i]!) || !Number.isFinite(right[i]!)) broken += 1;
      peak = Math.max(peak, Math.abs(left[i]!), Math.abs(right[i]!));
      sumSquares += left[i]! * left[i]!;
    }
    expect(broken).toBe(0);
    expect(peak).toBeLessThanOrEqual(0.86);
    expect(peak).toBeGreaterThan(0.5);
    expect(Math.sqrt(sumSquares / left.length)).toBeGreaterThan(0.05);
  });

  it('loops without a click: the end runs smoothly into the start', () => {
    let largestStep = 0;
    for (let i = 1; i < left.length; i += 1) {
      largestStep = Math.max(largestStep, Math.abs(left[i]! - left[i - 1]!));
    }
    const seam = Math.abs(left[0]! - left[left.length - 1]!);
    expect(seam).toBeLessThanOrEqual(largestStep);
    expect(seam).toBeLessThan(0.05);
  });

  it('renders the same samples a step at a time', async () => {
    const gentle = await renderTrackGently(async () => {});
    expect(gentle.channels[0].slice(0, 2000)).toEqual(left.slice(0, 2000));
  });
});

describe('encodeWav', () => {
  it('writes a 16-bit PCM WAV header and interleaved samples', () => {
    const wav = encodeWav([Float32Array.of(0, 1, -1), Float32Array.of(0.5, -0.5, 2)], 22_050);
    const view = new DataView(wav);
    const text = (offset: number) =>
      String.fromCharCode(...new Uint8Array(wav.slice(offset, offset + 4)));
    expect(text(0)).toBe('RIFF');
    expect(text(8)).toBe('WAVE');
    expect(text(12)).toBe('fmt ');
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(2);
    expect(view.getUint32(24, true)).toBe(22_050);
    expect(view.getUint16(34, true)).toBe(16);
    expect(text(36)).toBe('data');
    expect(view.getUint32(40, true)).toBe(12);
    expect(wav.byteLength).toBe(44 + 12);
    const samples = Array.from({ length: 6 }, (_, i) => view.getInt16(44 + i * 2, true));
    expect(samples).toEqual([0, 16384, 32767, -16384, -32768, 32767]);
  });
});

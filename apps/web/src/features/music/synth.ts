/**
 * The background music of Punla, composed here and rendered as samples: a slow I–vi–IV–V
 * progression (C, Am, F, G) of soft pads and a low bass, a plucked arpeggio on the C major
 * pentatonic scale, a small bell melody on top, and a ping-pong echo. Notes and echoes that
 * run past the end wrap around to the start, so the loop has no seam.
 */

export const TRACK_SAMPLE_RATE = 22_050;
const BPM = 90;
const BEAT = 60 / BPM;
const BAR = 4 * BEAT;
const EIGHTH = BEAT / 2;
const BARS = 8;
/** 8 bars at 90 BPM: about 21.3 seconds. */
export const TRACK_SECONDS = BARS * BAR;

export interface RenderedTrack {
  sampleRate: number;
  /** Left and right channels, each sample in [-1, 1]. */
  channels: [Float32Array, Float32Array];
}

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

interface Chord {
  bass: number;
  pad: number[];
  /** Arpeggio notes, low to high, from the pentatonic scale over this chord. */
  arp: number[];
}

// MIDI note numbers. Each chord lasts two bars.
const CHORDS: Chord[] = [
  { bass: 48, pad: [52, 55, 60, 62], arp: [60, 64, 67, 72, 74] }, // C add9
  { bass: 45, pad: [52, 57, 60, 64], arp: [60, 64, 69, 72, 76] }, // A minor 7
  { bass: 41, pad: [53, 57, 60, 64], arp: [64, 69, 72, 76, 79] }, // F major 7
  { bass: 43, pad: [55, 59, 62, 64], arp: [62, 67, 74, 76, 79] }, // G 6
];

/** Which arpeggio note plays on each eighth of a bar; -1 is a rest. */
const ARP_PATTERNS = [
  [0, 1, 2, 3, 2, 1, -1, 2],
  [0, 2, 3, 4, 3, 2, 1, -1],
];

/** The bell melody: two notes a bar; it ends on D so that it falls back onto E at the loop. */
const MELODY = [76, 79, 74, 72, 72, 76, 74, 69, 69, 72, 76, 74, 74, 79, 76, 74];

/** A sine partial by recursion (two multiplications a sample), added into `out`. */
function addPartial(out: Float32Array, frequency: number, envelope: Float32Array, gain: number) {
  const w = (2 * Math.PI * frequency) / TRACK_SAMPLE_RATE;
  const k = 2 * Math.cos(w);
  let previous = Math.sin(-w);
  let current = 0;
  const length = Math.min(out.length, envelope.length);
  for (let i = 0; i < length; i += 1) {
    out[i] = out[i]! + current * envelope[i]! * gain;
    const next = k * current - previous;
    previous = current;
    current = next;
  }
}

/** Attack, hold, then release: for pads and bass. */
function swellEnvelope(holdSeconds: number, attack: number, release: number): Float32Array {
  const length = Math.round((holdSeconds + release) * TRACK_SAMPLE_RATE);
  const env = new Float32Array(length);
  const attackEnd = attack * TRACK_SAMPLE_RATE;
  const releaseStart = holdSeconds * TRACK_SAMPLE_RATE;
  const releaseLength = release * TRACK_SAMPLE_RATE;
  for (let i = 0; i < length; i += 1) {
    const rise = i < attackEnd ? 0.5 - 0.5 * Math.cos((Math.PI * i) / attackEnd) : 1;
    const fall =
      i < releaseStart ? 1 : 0.5 + 0.5 * Math.cos((Math.PI * (i - releaseStart)) / releaseLength);
    env[i] = rise * fall;
  }
  return env;
}

/** A short rise and an exponential fade: for plucks and bells. */
function strikeEnvelope(seconds: number, attack: number, decay: number): Float32Array {
  const length = Math.round(seconds * TRACK_SAMPLE_RATE);
  const env = new Float32Array(length);
  const attackEnd = attack * TRACK_SAMPLE_RATE;
  const tail = 0.15 * TRACK_SAMPLE_RATE;
  for (let i = 0; i < length; i += 1) {
    const t = i / TRACK_SAMPLE_RATE;
    const rise = i < attackEnd ? i / attackEnd : 1;
    // The last moments fade to exactly zero, so no note ends with a click.
    const end = length - i < tail ? (length - i) / tail : 1;
    env[i] = rise * Math.exp(-t / decay) * end;
  }
  return env;
}

interface Voice {
  partials: { ratio: number; gain: number; envelope?: Float32Array }[];
  envelope: Float32Array;
}

function addNote(
  left: Float32Array,
  right: Float32Array,
  startSeconds: number,
  frequency: number,
  voice: Voice,
  gain: number,
  pan: number,
) {
  const n = left.length;
  const note = new Float32Array(voice.envelope.length);
  for (const partial of voice.partials) {
    const f = frequency * partial.ratio;
    if (f < TRACK_SAMPLE_RATE / 2)
      addPartial(note, f, partial.envelope ?? voice.envelope, partial.gain);
  }
  const leftGain = gain * Math.cos(((pan + 1) * Math.PI) / 4);
  const rightGain = gain * Math.sin(((pan + 1) * Math.PI) / 4);
  // Whatever runs past the end of the loop sounds at its beginning.
  let at = Math.round(startSeconds * TRACK_SAMPLE_RATE) % n;
  for (let i = 0; i < note.length; i += 1) {
    left[at] = left[at]! + note[i]! * leftGain;
    right[at] = right[at]! + note[i]! * rightGain;
    at += 1;
    if (at === n) at = 0;
  }
}

/**
 * A ping-pong echo computed around the loop: each channel hears the other one a dotted
 * eighth earlier. A few passes let the echo of the end reach the beginning.
 */
function addEcho(left: Float32Array, right: Float32Array, seconds: number, feedback: number) {
  const n = left.length;
  const delay = Math.round(seconds * TRACK_SAMPLE_RATE);
  const dryLeft = Float32Array.from(left);
  const dryRight = Float32Array.from(right);
  const wetLeft = new Float32Array(n);
  const wetRight = new Float32Array(n);
  for (let pass = 0; pass < 4; pass += 1) {
    let j = n - delay;
    for (let i = 0; i < n; i += 1) {
      wetLeft[i] = feedback * (dryRight[j]! + wetRight[j]!);
      wetRight[i] = feedback * (dryLeft[j]! + wetLeft[j]!);
      j += 1;
      if (j === n) j = 0;
    }
  }
  for (let i = 0; i < n; i += 1) {
    left[i] = dryLeft[i]! + 0.8 * wetLeft[i]!;
    right[i] = dryRight[i]! + 0.8 * wetRight[i]!;
  }
}

/**
 * The loop as a list of small steps (a chord, a bar of arpeggio, the melody, the echo) and
 * the finished track after the last one. Deterministic: the same samples every time.
 */
function trackSteps(): { steps: (() => void)[]; finish: () => RenderedTrack } {
  const n = Math.round(TRACK_SECONDS * TRACK_SAMPLE_RATE);
  const left = new Float32Array(n);
  const right = new Float32Array(n);
  const chordSeconds = 2 * BAR;

  const pad: Voice = {
    envelope: swellEnvelope(chordSeconds, 1.4, 1.8),
    partials: [
      { ratio: 1, gain: 0.55 },
      { ratio: 1.0035, gain: 0.45 },
      { ratio: 2, gain: 0.12 },
      { ratio: 3, gain: 0.04 },
    ],
  };
  const bass: Voice = {
    envelope: swellEnvelope(chordSeconds - 0.2, 0.25, 0.9),
    partials: [
      { ratio: 1, gain: 1 },
      { ratio: 2, gain: 0.18 },
    ],
  };
  const pluck: Voice = {
    envelope: strikeEnvelope(1.6, 0.006, 0.42),
    partials: [
      { ratio: 1, gain: 1 },
      { ratio: 2, gain: 0.28, envelope: strikeEnvelope(1.6, 0.006, 0.16) },
      { ratio: 3, gain: 0.08, envelope: strikeEnvelope(1.6, 0.006, 0.1) },
    ],
  };
  const bell: Voice = {
    envelope: strikeEnvelope(3.2, 0.012, 1.1),
    partials: [
      { ratio: 1, gain: 1 },
      { ratio: 2, gain: 0.22, envelope: strikeEnvelope(3.2, 0.012, 0.5) },
      { ratio: 4.07, gain: 0.05, envelope: strikeEnvelope(3.2, 0.012, 0.25) },
    ],
  };

  const steps: (() => void)[] = [];
  CHORDS.forEach((chord, c) => {
    const chordStart = c * chordSeconds;
    steps.push(() => {
      addNote(left, right, chordStart, hz(chord.bass), bass, 0.26, 0);
      chord.pad.forEach((note, i) => {
        addNote(left, right, chordStart, hz(note), pad, 0.09, i % 2 === 0 ? -0.35 : 0.35);
      });
    });
    for (let bar = 0; bar < 2; bar += 1) {
      const pattern = ARP_PATTERNS[(c * 2 + bar) % ARP_PATTERNS.length]!;
      steps.push(() => {
        pattern.forEach((step, i) => {
          if (step < 0) return;
          const start = chordStart + bar * BAR + i * EIGHTH;
          const pan = i % 2 === 0 ? -0.4 : 0.4;
          const gain = i % 4 === 0 ? 0.15 : 0.11;
          addNote(left, right, start, hz(chord.arp[step]!), pluck, gain, pan);
        });
      });
    }
  });
  steps.push(() => {
    MELODY.forEach((note, i) => addNote(left, right, i * 2 * BEAT, hz(note), bell, 0.12, 0.1));
  });
  steps.push(() => addEcho(left, right, 3 * EIGHTH, 0.32));

  const finish = (): RenderedTrack => {
    let peak = 0;
    for (let i = 0; i < n; i += 1) peak = Math.max(peak, Math.abs(left[i]!), Math.abs(right[i]!));
    const scale = peak > 0 ? 0.85 / peak : 1;
    for (let i = 0; i < n; i += 1) {
      left[i] = left[i]! * scale;
      right[i] = right[i]! * scale;
    }
    return { sampleRate: TRACK_SAMPLE_RATE, channels: [left, right] };
  };
  return { steps, finish };
}

/** Renders the whole loop at once. */
export function renderTrack(): RenderedTrack {
  const { steps, finish } = trackSteps();
  for (const step of steps) step();
  return finish();
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Renders the loop a step at a time, letting the page handle input between the steps. */
export async function renderTrackGently(pause: () => Promise<void> = nextTask) {
  const { steps, finish } = trackSteps();
  for (const step of steps) {
    step();
    await pause();
  }
  return finish();
}

/** 16-bit PCM WAV bytes of the channels (interleaved). */
export function encodeWav(channels: Float32Array[], sampleRate: number): ArrayBuffer {
  const channelCount = channels.length;
  const frames = channels[0]?.length ?? 0;
  const bytesPerSample = 2;
  const dataBytes = frames * channelCount * bytesPerSample;
  const buffer = new ArrayBuffer(44 + dataBytes);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) view.setUint8(offset + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channelCount, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channelCount * bytesPerSample, true);
  view.setUint16(32, channelCount * bytesPerSample, true);
  view.setUint16(34, 8 * bytesPerSample, true);
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  let offset = 44;
  for (let i = 0; i < frames; i += 1) {
    for (let c = 0; c < channelCount; c += 1) {
      const sample = Math.max(-1, Math.min(1, channels[c]![i]!));
      view.setInt16(offset, Math.round(sample < 0 ? sample * 0x8000 : sample * 0x7fff), true);
      offset += bytesPerSample;
    }
  }
  return buffer;
}

/** The track as a WAV file, rendered without holding up the page. */
export async function renderTrackWav(): Promise<Blob> {
  const track = await renderTrackGently();
  return new Blob([encodeWav(track.channels, track.sampleRate)], { type: 'audio/wav' });
}

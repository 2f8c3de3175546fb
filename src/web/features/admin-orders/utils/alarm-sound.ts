/**
 * The new-order alarm, made with the Web Audio API (no audio file): a two-tone siren, square waves
 * alternating high and low, loud enough for a kitchen, at this device's volume (decision 042).
 * Browsers keep an AudioContext suspended until the page has had a click or a key press (autoplay
 * policy); then the sound reports 'blocked' and the desk asks for the click that unlocks it.
 */
export type AlarmSoundResult = 'played' | 'blocked' | 'unsupported';

/** The siren's two tones (Hz): far enough apart to be told from any kitchen noise. */
const HIGH_HZ = 1_320;
const LOW_HZ = 880;
/** One burst: high, low, high, low… */
const TONE_SECONDS = 0.15;
const TONES = 8;
/** Escalated (an order waited too long): higher, faster, longer. */
const ESCALATED_TONE_SECONDS = 0.1;
const ESCALATED_TONES = 14;
const ESCALATED_SHIFT = 1.25;
const RESUME_WAIT_MS = 300;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Context =
    window.AudioContext ??
    (window as Window & { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return null;
  try {
    context = new Context();
  } catch {
    return null;
  }
  return context;
}

async function resume(ctx: AudioContext): Promise<boolean> {
  if (ctx.state === 'running') return true;
  // resume() never settles while the browser blocks it: give it a moment, then report blocked
  await Promise.race([
    ctx.resume().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, RESUME_WAIT_MS)),
  ]);
  return ctx.state === ('running' as AudioContextState);
}

/** The siren at `volume` (0–1): a compressor keeps the square waves loud without clipping. */
function siren(ctx: AudioContext, volume: number, isEscalated: boolean) {
  const master = ctx.createGain();
  master.gain.value = Math.max(0, Math.min(1, volume));
  const limiter = ctx.createDynamicsCompressor();
  limiter.threshold.value = -6;
  limiter.ratio.value = 12;
  master.connect(limiter).connect(ctx.destination);

  const seconds = isEscalated ? ESCALATED_TONE_SECONDS : TONE_SECONDS;
  const tones = isEscalated ? ESCALATED_TONES : TONES;
  const shift = isEscalated ? ESCALATED_SHIFT : 1;
  const start = ctx.currentTime + 0.01;
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'square';
  for (let i = 0; i < tones; i += 1) {
    oscillator.frequency.setValueAtTime(
      (i % 2 === 0 ? HIGH_HZ : LOW_HZ) * shift,
      start + i * seconds,
    );
  }
  const end = start + tones * seconds;
  // a quick rise and fall at the ends, so the burst does not click
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(1, start + 0.015);
  gain.gain.setValueAtTime(1, end - 0.03);
  gain.gain.exponentialRampToValueAtTime(0.0001, end);
  oscillator.connect(gain).connect(master);
  oscillator.start(start);
  oscillator.stop(end + 0.02);
}

/** One burst of the siren at `volume` (0–1); escalated, higher and faster. */
export async function playAlarmSound(isEscalated = false, volume = 0.8): Promise<AlarmSoundResult> {
  const ctx = audioContext();
  if (!ctx) return 'unsupported';
  if (!(await resume(ctx))) return 'blocked';
  siren(ctx, volume, isEscalated);
  return 'played';
}

/** Whether the browser lets the page sound now, without playing anything. */
export async function canPlayAlarmSound(): Promise<AlarmSoundResult> {
  const ctx = audioContext();
  if (!ctx) return 'unsupported';
  return (await resume(ctx)) ? 'played' : 'blocked';
}

/** Called from a click or key press, when the browser allows the sound to start. */
export async function unlockAlarmSound(): Promise<boolean> {
  const ctx = audioContext();
  return ctx ? resume(ctx) : false;
}

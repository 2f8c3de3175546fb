/**
 * The new-order sound, made with the Web Audio API: two short beeps, no audio file. Browsers keep
 * an AudioContext suspended until the page has had a click or a key press (autoplay policy); then
 * the sound reports 'blocked' and `unlockAlarmSound` is called on the next gesture.
 */
export type AlarmSoundResult = 'played' | 'blocked' | 'unsupported';

const BEEP_HZ = 880;
const BEEP_SECONDS = 0.16;
const BEEP_GAP_SECONDS = 0.24;
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

function beep(ctx: AudioContext, at: number, isLoud = false) {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = isLoud ? 'square' : 'sine';
  oscillator.frequency.value = isLoud ? BEEP_HZ * 1.5 : BEEP_HZ;
  // a quick rise and fall, so the beep does not click
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(isLoud ? 0.9 : 0.35, at + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + BEEP_SECONDS);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(at);
  oscillator.stop(at + BEEP_SECONDS + 0.02);
}

/** Two beeps; escalated (an order waited too long), three louder, sharper ones. */
export async function playAlarmSound(isEscalated = false): Promise<AlarmSoundResult> {
  const ctx = audioContext();
  if (!ctx) return 'unsupported';
  if (!(await resume(ctx))) return 'blocked';
  const now = ctx.currentTime;
  const count = isEscalated ? 3 : 2;
  for (let i = 0; i < count; i += 1) beep(ctx, now + i * BEEP_GAP_SECONDS, isEscalated);
  return 'played';
}

/** Called from a click or key press, when the browser allows the sound to start. */
export async function unlockAlarmSound(): Promise<boolean> {
  const ctx = audioContext();
  return ctx ? resume(ctx) : false;
}

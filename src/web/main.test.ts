import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Resolves when the entry imports the app (src/web/app/start.tsx), which stands mocked. */
function appImported(): Promise<void> {
  return new Promise((resolve) => {
    vi.doMock('./app/start', () => {
      resolve();
      return {};
    });
  });
}

const SCREEN_FILE = '/assets/cart-page-1.js';
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('the browser entry', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
  });
  afterEach(() => {
    vi.doUnmock('./app/start');
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it("asks for a rendered page's app and screen code only once the page is painted", async () => {
    document.head.innerHTML = `<meta name="forno-screen-code" content="${SCREEN_FILE} /assets/form-2.js">`;
    document.body.innerHTML =
      '<div id="root"><main>Cardápio</main></div><script type="application/json" id="forno-page-data">{}</script>';
    const imported = appImported();

    await import('./main');
    // before the frame that paints the page: nothing asked for
    expect(frames).toHaveLength(1);
    expect(preloads()).toEqual([]);

    frames[0]?.(0);
    expect(preloads()).toEqual([]);
    // the task queued from the frame's callback runs once that frame is painted
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual([SCREEN_FILE, '/assets/form-2.js']);
    await imported;
  });

  it('a tab in the background, which paints no frame, starts the app all the same', async () => {
    document.body.innerHTML =
      '<div id="root"><main>Cardápio</main></div><script type="application/json" id="forno-page-data">{}</script>';
    const imported = appImported();
    await import('./main');
    vi.runOnlyPendingTimers();
    await imported;
  });

  it('the back office and the app shell, which the app paints, start it at once', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const imported = appImported();
    await import('./main');
    await imported;
    expect(frames).toEqual([]);
  });
});

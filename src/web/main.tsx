// The browser's entry: the style sheet, and the app once the page can wait no longer for it.
import { PAGE_DATA_ID } from './app/page-data-id';
import './styles.css';

/** Where the server names the files of the page's screen, if it is one loaded on demand. */
const SCREEN_CODE_META = 'meta[name="forno-screen-code"]';

/** The longest wait for a painted frame (a tab opened in the background paints none). */
const PAINT_WAIT_MS = 100;

/**
 * A storefront page comes rendered by the server (decision 015): its text and layout are all in
 * the HTML, and the app only makes it interactive. So the app's code is asked for once that HTML
 * has been painted, never before: on a slow link its download cannot hold back the first paint
 * (decision 045). The back office and the app shell come empty: the app is what paints them, so
 * it starts at once.
 */
function whenPagePainted(start: () => void) {
  if (!document.getElementById(PAGE_DATA_ID)) {
    start();
    return;
  }
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  // a callback of the next frame runs before it is painted; a task queued from it runs after
  requestAnimationFrame(() => setTimeout(startOnce, 0));
  setTimeout(startOnce, PAINT_WAIT_MS);
}

/**
 * A page opened straight on a screen loaded on demand (the cart) names that screen's files: they
 * download alongside the app instead of after it.
 */
function preloadScreenCode() {
  const files = document.querySelector(SCREEN_CODE_META)?.getAttribute('content') ?? '';
  for (const href of files.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
}

whenPagePainted(() => {
  preloadScreenCode();
  import('./app/start').catch((error: unknown) => {
    // the page the server rendered stays readable; its links and forms work without scripts
    console.error('Falha ao carregar o aplicativo:', error);
  });
});

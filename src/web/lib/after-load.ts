/**
 * Runs `task` once the page has loaded and the main thread is idle: the first render and the
 * menu's requests go first, background work after.
 */
export function afterLoadWhenIdle(task: () => void) {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3_000 });
    else setTimeout(task, 1_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Runs `task` once the page's load event is over: what the first paint does not need. The
 * returned function drops a task still waiting for that event.
 */
export function afterLoad(task: () => void): () => void {
  if (document.readyState === 'complete') {
    task();
    return () => undefined;
  }
  window.addEventListener('load', task, { once: true });
  return () => window.removeEventListener('load', task);
}

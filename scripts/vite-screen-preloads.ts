import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * Writes screen-preloads.json into the built app: for each screen that is fetched on demand, its
 * route and every file of its code that the first load does not already bring. The server adds
 * them as modulepreload links when a browser opens that route directly, so the screen's code
 * downloads alongside the app instead of after it (decision 013).
 *
 * `screens` maps a route ('/pedido/:publicId') to the module of its screen, relative to src/web.
 * A module that is not loaded on demand fails the build, so the table cannot go stale.
 */
export function screenPreloads(screens: Record<string, string>): Plugin {
  return {
    name: 'forno-screen-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, OutputChunk>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      const staticGraph = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) staticGraph(imported, seen);
        return seen;
      };
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) this.error('no entry chunk');
      const firstLoad = staticGraph(entry.fileName);

      const preloads = Object.entries(screens).map(([route, source]) => {
        const modulePath = `/src/web/${source}`;
        const chunk = [...chunks.values()].find((candidate) =>
          candidate.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(modulePath)),
        );
        if (!chunk || firstLoad.has(chunk.fileName)) {
          this.error(`screen ${route}: src/web/${source} is not loaded on demand`);
        }
        const files = [...staticGraph(chunk.fileName)]
          .filter((file) => !firstLoad.has(file))
          .map((file) => `/${file}`);
        return { route, files };
      });
      this.emitFile({
        type: 'asset',
        fileName: 'screen-preloads.json',
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}

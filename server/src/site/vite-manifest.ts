/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  /** The source module of an entry; absent on a chunk made of a group of modules. */
  src?: string;
  /** The chunk's name (a group chunk's is the group's, site/vite.config.ts). */
  name?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The files of the chunks `keys` and of everything they import statically, scripts and CSS apart. */
export function chunkClosure(manifest: ViteManifest, keys: Iterable<string>) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts, styles };
}

/**
 * What every page loads whatever its route: the entry (site/src/boot.ts) and the hydration code it
 * imports once the page has loaded (site/src/islands/hydrate-islands.tsx, React and the island runtime).
 * Island modules are not among them: the server lists each page's own (its render's routeFiles).
 */
export function entryKeys(manifest: ViteManifest): string[] {
  return Object.entries(manifest).flatMap(([key, chunk]) =>
    chunk.isEntry ? [key, ...(chunk.dynamicImports ?? [])] : [],
  );
}

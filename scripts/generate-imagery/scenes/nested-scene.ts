/** Places a whole scene SVG inside another at (x, y, w, h); nested <svg> keeps its own viewBox. */
export function nest(svg: string, x: number, y: number, w: number, h: number, extra = ''): string {
  return svg.replace(
    /^<svg ([^>]*?)width="[\d.]+" height="[\d.]+"/,
    `<svg $1x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice" ${extra}`,
  );
}

/** Prefixes every id and url(#id) reference so two scenes can be nested in one document. */
export function scopeIds(svg: string, prefix: string): string {
  return svg.replace(/id="([^"]+)"/g, `id="${prefix}-$1"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`);
}

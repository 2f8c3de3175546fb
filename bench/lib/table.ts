/** A Markdown table with aligned columns: readable in a terminal, pasteable into docs. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${widths.map((w, i) => (cells[i] ?? '').padEnd(w)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Bytes as kilobytes (1 KB = 1024 bytes), one decimal. */
export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

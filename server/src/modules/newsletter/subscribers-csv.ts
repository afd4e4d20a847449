/**
 * CSV for spreadsheets. A cell that starts with = + - @ (or a tab/carriage return) would be run as
 * a formula by Excel or Sheets, so it gets a leading apostrophe; every cell is quoted.
 */
export function csvCell(value: string | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: (string | undefined)[][]): string {
  // CRLF line ends (RFC 4180) and a BOM so Excel reads UTF-8 names correctly.
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

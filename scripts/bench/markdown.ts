/** Markdown tables for the bench report. */

/** A `|` inside a cell would end it. */
const cell = (value: string | number) => String(value).replaceAll('|', '\\|');
export const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => ' --- ').join('|')}|`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');

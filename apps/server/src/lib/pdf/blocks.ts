import type { Content } from 'pdfmake/interfaces';

/** The pieces every Nivaas document is made of, so receipts, invoices and agreements look alike. */

export const title = (text: string, subtitle?: string): Content[] => [
  { text: 'Nivaas', color: '#0b7285', bold: true, fontSize: 11, margin: [0, 0, 0, 4] },
  { text, bold: true, fontSize: 18, margin: [0, 0, 0, subtitle ? 2 : 12] },
  ...(subtitle ? [{ text: subtitle, color: '#555555', margin: [0, 0, 0, 12] } as Content] : []),
];

/** A section's heading; it never ends a page alone (render-pdf.ts moves it to the next). */
export const heading = (text: string): Content => ({
  text,
  bold: true,
  fontSize: 12,
  margin: [0, 12, 0, 6],
  headlineLevel: 1,
});

export const paragraph = (text: string): Content => ({ text, margin: [0, 0, 0, 6] });

/** Label–value rows, the label in grey. */
export function facts(rows: readonly (readonly [string, string])[]): Content {
  return {
    table: {
      widths: [150, '*'],
      body: rows.map(([label, value]) => [
        { text: label, color: '#555555' },
        { text: value || '—' },
      ]),
    },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 8],
  };
}

/** A table with a bold header row; `right` lists the columns aligned right (amounts). */
export function grid(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  options: { widths?: (number | string)[]; right?: number[]; footer?: readonly string[] } = {},
): Content {
  const right = new Set(options.right ?? []);
  const cell = (text: string, column: number, bold = false) => ({
    text,
    bold,
    ...(right.has(column) ? { alignment: 'right' as const } : {}),
  });
  return {
    table: {
      headerRows: 1,
      widths: options.widths ?? header.map(() => '*'),
      body: [
        header.map((text, column) => cell(text, column, true)),
        ...rows.map((row) => row.map((text, column) => cell(text, column))),
        ...(options.footer ? [options.footer.map((text, column) => cell(text, column, true))] : []),
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 8],
  };
}

export const note = (text: string): Content => ({
  text,
  fontSize: 8.5,
  color: '#555555',
  margin: [0, 8, 0, 0],
});

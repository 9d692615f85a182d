'use strict';
// Renders report PDFs off the main thread: pdfmake lays out synchronously, and a report of
// thousands of rows would otherwise stall every other request for seconds.
// Plain JavaScript so that it runs the same from src (tests) and dist.
const path = require('node:path');
const { parentPort } = require('node:worker_threads');
const pdfmake = require('pdfmake');

const FONT_DIR = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
pdfmake.setFonts({
  Roboto: {
    normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
    bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
    italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
    bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
  },
});
// Reports hold customers' text: never let it make pdfmake fetch a URL or read another file.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONT_DIR + path.sep));

const COLUMN_WIDTHS = [16, 55, 45, 70, 80, 50, 50, 18, 30, 30, 48, 48, 45, 40];

/** @param {{title: string, lines: string[], columns: string[], rows: string[][], compress: boolean}} report */
function documentOf(report) {
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [20, 30, 20, 30],
    info: { title: report.title, creator: 'Kothrud Wellness' },
    compress: report.compress,
    defaultStyle: { font: 'Roboto', fontSize: 7 },
    styles: {
      title: { fontSize: 14, bold: true, margin: [0, 0, 0, 4] },
      line: { fontSize: 9, margin: [0, 0, 0, 4] },
      head: { bold: true, fillColor: '#eeeeee' },
    },
    footer: (currentPage, pageCount) => ({ text: `Page ${currentPage} of ${pageCount}`, alignment: 'center', fontSize: 8 }),
    content: [
      { text: report.title, style: 'title' },
      ...report.lines.map((text) => ({ text, style: 'line' })),
      {
        table: {
          headerRows: 1,
          widths: COLUMN_WIDTHS,
          body: [report.columns.map((text) => ({ text, style: 'head' })), ...report.rows],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
}

parentPort.on('message', async ({ id, report }) => {
  try {
    const buffer = await pdfmake.createPdf(documentOf(report)).getBuffer();
    const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    parentPort.postMessage({ id, bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

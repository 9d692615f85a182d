// Renders report PDFs off the main thread (a report of thousands of rows takes a noticeable time,
// and would otherwise stall every other request meanwhile): this file is the worker's port; the
// document is made in ./pdf: text cleaning (text.ts), line wrapping (wrap.ts), the fonts (fonts.ts),
// a page's text (page-text.ts) and the table (table.ts).
// Customers' text is only ever drawn as glyphs (its characters looked up in the font, or plain
// text() calls for Devanagari): nothing in it is interpreted, so it cannot make the renderer fetch
// a URL, read a file, or add a link or an action. The only files read are the three fonts.
import { type MessagePort, parentPort } from 'node:worker_threads';
import { renderTablePdf, type TableReport } from './pdf/table';

/** Renders one report and hands its bytes back, or the reason it failed. */
async function answer(port: MessagePort, id: number, report: TableReport): Promise<void> {
  try {
    const buffer = await renderTablePdf(report);
    // A buffer of its own, whole, so that it can be handed over rather than copied (Buffer.concat
    // allocates a plain ArrayBuffer, never a shared one).
    const whole = buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength;
    const bytes = whole ? new Uint8Array(buffer.buffer as ArrayBuffer) : new Uint8Array(buffer);
    port.postMessage({ id, bytes }, [bytes.buffer]);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
}

const port = parentPort;
if (port) {
  port.on('message', ({ id, report }: { id: number; report: TableReport }) => void answer(port, id, report));
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type * as Swc from '@swc/core';
import { formatAppointment, REPORT_COLUMNS, REPORT_NUMBER_COLUMN, reportLine } from '@wellness/shared/rules';
import type { TableReport } from './pdf/table';
import type { ReportRow } from './reports';

/** The report tables' columns (shared), the row's number first. */
const COLUMNS = [REPORT_NUMBER_COLUMN.title, ...REPORT_COLUMNS.map((column) => column.pdfTitle ?? column.title)];
const WIDTHS = [REPORT_NUMBER_COLUMN.pdfWidth, ...REPORT_COLUMNS.map((column) => column.pdfWidth)];

export interface PdfReport {
  title: string;
  startDate: string;
  endDate: string;
  subtitle?: string;
  rows: ReportRow[];
  totalRecords: number;
}

/**
 * The worker's script. The build compiles it to pdf-worker.js beside this file (and its modules to
 * pdf/). The API tests run this file from its TypeScript source, before any build (npm test: type
 * check, unit tests, build, browser tests), and a Worker runs JavaScript files only: there the worker's
 * sources are compiled with swc, as jest compiles the tests, to a folder under api/node_modules/.cache
 * laid out as src/services is, from where their imports (pdfkit, fontkit, the fonts, each other)
 * resolve as they do from src.
 */
function workerScript(): string {
  if (!__filename.endsWith('.ts')) return path.join(__dirname, 'pdf-worker.js');
  // Only ever loaded from the sources: the built API neither needs nor has the compiler.
  const swc = createRequire(__filename)('@swc/core') as typeof Swc;
  const sources = ['pdf-worker.ts', ...fs.readdirSync(path.join(__dirname, 'pdf')).map((name) => path.join('pdf', name))];
  const compiled = sources.map((source) => ({
    file: source.replace(/\.ts$/, '.js'),
    code: swc.transformFileSync(path.join(__dirname, source), {
      swcrc: false,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    }).code,
  }));
  // Named after their content, and renamed into place whole: test files running side by side may start
  // workers at the same moment, from the same sources or (another checkout sharing the folder) not.
  const hash = createHash('sha256');
  for (const { file, code } of compiled) hash.update(file).update('\0').update(code).update('\0');
  const cache = path.join(__dirname, '..', '..', 'node_modules', '.cache', 'wellness-pdf-worker');
  const dir = path.join(cache, `pdf-worker-${hash.digest('hex').slice(0, 16)}`);
  if (!fs.existsSync(dir)) {
    const partial = `${dir}.${process.pid}`;
    fs.mkdirSync(path.join(partial, 'pdf'), { recursive: true });
    for (const { file, code } of compiled) fs.writeFileSync(path.join(partial, file), code);
    try {
      fs.renameSync(partial, dir);
    } catch (error) {
      // Another process put the same folder in place first.
      fs.rmSync(partial, { recursive: true, force: true });
      if (!fs.existsSync(dir)) throw error;
    }
  }
  return path.join(dir, 'pdf-worker.js');
}

/**
 * One worker renders the PDFs, one at a time: the event loop stays free for other requests, and
 * at most one document's layout is in memory at once.
 */
class PdfRenderer {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(pdf: Buffer): void; reject(error: Error): void }>();

  private start(): Worker {
    // A heap ceiling: a runaway document ends the worker (that request fails), never the server.
    // 10,000 rows with every text field at its length limit peak near 120 MB of heap. A small young
    // generation keeps the worker's memory some 15 MB lower at no measurable cost in time.
    const worker = new Worker(workerScript(), {
      resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 16 },
    });
    worker.unref();
    worker.on('message', (message: { id: number; bytes?: Uint8Array; error?: string }) => {
      const job = this.pending.get(message.id);
      if (!job) return;
      this.pending.delete(message.id);
      if (message.bytes) job.resolve(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
      else job.reject(new Error(`PDF rendering failed: ${message.error ?? 'unknown error'}`));
    });
    const fail = (error: Error) => {
      for (const job of this.pending.values()) job.reject(error);
      this.pending.clear();
      this.worker = null;
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`PDF worker stopped (exit code ${code})`)));
    return worker;
  }

  render(report: TableReport): Promise<Buffer> {
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, report });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}

const renderer = new PdfRenderer();

/** Stops the PDF worker (at server close). */
export function closePdfRenderer(): Promise<void> {
  return renderer.close();
}

export async function renderReportPdf(report: PdfReport, options: { compress?: boolean } = {}): Promise<Buffer> {
  const lines = [`From ${formatAppointment(report.startDate)} to ${formatAppointment(report.endDate)}`];
  if (report.subtitle) lines.push(report.subtitle);
  lines.push(`Records: ${report.totalRecords}`);
  if (report.rows.length < report.totalRecords) lines.push(`Showing the newest ${report.rows.length} records.`);
  const rows = report.rows.map((row, index) => {
    const line = reportLine(row);
    return [String(index + 1), ...REPORT_COLUMNS.map((column) => column.text(line))];
  });
  return renderer.render({ title: report.title, lines, columns: COLUMNS, widths: WIDTHS, rows, compress: options.compress ?? true });
}

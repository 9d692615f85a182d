import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The text of a PDF (a file path or its bytes), extracted by pdf-parse in a child process (its pdf.js worker
 * needs real ES modules), with runs of white space made single: table cells wrap long names onto two lines.
 */
export async function pdfText(pdf: string | Buffer): Promise<string> {
  const file = typeof pdf === 'string' ? pdf : path.join(mkdtempSync(path.join(tmpdir(), 'wellness-pdf-')), 'report.pdf');
  if (typeof pdf !== 'string') writeFileSync(file, pdf);
  const script = `
    const { PDFParse } = require('pdf-parse');
    const parser = new PDFParse({ data: require('fs').readFileSync(process.argv[1]) });
    parser.getText().then((r) => { process.stdout.write(r.text); return parser.destroy(); })
      .catch((e) => { console.error(e); process.exit(1); });`;
  return new Promise<string>((resolve, reject) => {
    execFile(process.execPath, ['-e', script, file], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(new Error(`pdf-parse failed: ${error.message}`, { cause: error })) : resolve(stdout.replace(/\s+/g, ' ')),
    );
  });
}

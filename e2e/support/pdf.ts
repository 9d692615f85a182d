import { execFile } from 'node:child_process';

/** The text of a PDF file, extracted by pdf-parse in a child process (its pdf.js worker needs real ES modules). */
export function pdfText(file: string): Promise<string> {
  const script = `
    const { PDFParse } = require('pdf-parse');
    const parser = new PDFParse({ data: require('fs').readFileSync(process.argv[1]) });
    parser.getText().then((r) => { process.stdout.write(r.text); return parser.destroy(); })
      .catch((e) => { console.error(e); process.exit(1); });`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['-e', script, file], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
  });
}

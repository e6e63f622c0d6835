import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { paddingFor } from './measures';
import { run, startServer, type Server } from './processes';
import { sentBytes } from './sent-bytes';

const words = ['shoe', 'size', 'foot', 'length', 'width', 'heel', 'toe', 'chart', 'label', 'brand', 'country', 'narrow', 'wide', 'half'];

/** `chars` characters of plain words in paragraphs of about 300, with nothing that needs escaping. */
export function paddingParagraphs(chars: number): string[] {
  const paragraphs: string[] = [];
  let remaining = chars;
  let index = 0;
  while (remaining > 0) {
    let text = '';
    while (text.length < Math.min(300, remaining)) text += (text ? ' ' : '') + words[index++ % words.length];
    text = text.slice(0, Math.min(300, remaining));
    paragraphs.push(text);
    remaining -= text.length;
  }
  return paragraphs;
}

type BaselineOptions = { root: string; port: number; convertResponse: unknown; targetHtmlBytes: number };

/**
 * Builds the bare app in bench/baseline with the project's own `next` and serves it as `npm start`
 * serves the site (scripts/server.mjs: its Brotli front, request guard and load shedder), so the
 * two compare like with like; its /same-size page is padded until its HTML is within 2% of
 * `targetHtmlBytes` (one more build at most).
 */
export async function startBaseline({
  root,
  port,
  convertResponse,
  targetHtmlBytes,
}: BaselineOptions): Promise<Server & { sameSizeBytes: number }> {
  const dir = path.join(root, 'bench', 'baseline');
  const generated = path.join(dir, 'generated');
  mkdirSync(generated, { recursive: true });
  writeFileSync(path.join(generated, 'convert-response.json'), JSON.stringify(convertResponse));
  const next = path.join(root, 'node_modules', '.bin', 'next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const url = `http://localhost:${port}`;
  // First guess: the text appears once in the HTML and once, with its markup, in the flight data.
  let chars = Math.max(1000, Math.round((targetHtmlBytes - 5000) / 2.17));
  for (let attempt = 0; ; attempt++) {
    writeFileSync(path.join(generated, 'padding.mjs'), `export const padding = ${JSON.stringify(paddingParagraphs(chars))};\n`);
    rmSync(path.join(dir, '.next'), { recursive: true, force: true });
    run(next, ['build', dir], { cwd: root, env });
    const server = await startServer({
      name: 'baseline',
      command: process.execPath,
      args: [path.join(root, 'scripts', 'server.mjs'), dir],
      cwd: root,
      env: { ...env, PORT: String(port) },
      url,
      readyPath: '/',
    });
    const sent = await sentBytes(`${url}/same-size`);
    if (sent.encoding !== 'br') {
      await server.stop();
      throw new Error(`The bare app answered a Brotli browser with ${sent.encoding}: it is not served as the site is.`);
    }
    const emptyBytes = (await (await fetch(`${url}/`)).arrayBuffer()).byteLength;
    const sameSizeBytes = (await (await fetch(`${url}/same-size`)).arrayBuffer()).byteLength;
    if (Math.abs(sameSizeBytes - targetHtmlBytes) <= targetHtmlBytes * 0.02 || attempt === 1) return { ...server, sameSizeBytes };
    await server.stop();
    chars = paddingFor(targetHtmlBytes, emptyBytes, chars, sameSizeBytes);
  }
}

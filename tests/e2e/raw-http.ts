import net from 'node:net';

export type RawResponse = { status: number; headers: Record<string, string[]>; head: string };

/**
 * Sends a request exactly as written (absolute-form targets, forged Host headers, odd methods and
 * encodings that an HTTP client library would correct or refuse) and reads the status and headers.
 */
export function rawRequest(port: number, lines: string[]): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${[...lines, 'Connection: close'].join('\r\n')}\r\n\r\n`));
    let received = '';
    socket.setEncoding('latin1');
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const head = received.split('\r\n\r\n')[0] ?? '';
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string[]> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        (headers[name] ??= []).push(line.slice(colon + 1).trim());
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, head });
    });
  });
}

import { guessMarks } from '@/lib/measure/photo/manual';
import { measureFoot } from '@/lib/measure/photo/measure';
import { answerRequest, decodeOffscreen } from './measure-answer';
import type { MeasureReply, MeasureRequest } from './measure-protocol';

/** The worker's global scope, as far as this module uses it (the project's TypeScript lib is the DOM's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<MeasureRequest>) => void) | null;
  postMessage: (reply: MeasureReply) => void;
}

const scope = self as unknown as WorkerScope;
const decode = typeof OffscreenCanvas === 'function' && typeof createImageBitmap === 'function' ? decodeOffscreen : null;

scope.onmessage = (event) => {
  void answerRequest(event.data, (reply) => scope.postMessage(reply), { measureFoot, decode, guessMarks });
};
// Tells the page the worker's code loaded, so a later error is a fault in measuring, not a worker that cannot start.
scope.postMessage({ type: 'ready' });

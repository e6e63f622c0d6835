import { describe, expect, it, vi } from 'vitest';
import { createPhotoMeasuring, type JobEvents, type WorkerLike } from '@/components/measure/photo/measure-client';
import { answerRequest, type AnswerTools } from '@/components/measure/photo/measure-answer';
import type { MeasureReply, MeasureRequest } from '@/components/measure/photo/measure-protocol';
import type { MarksGuess } from '@/lib/measure/photo/manual';
import type { MeasureOutcome, Quad, RgbaImage } from '@/lib/measure/photo/types';

const image: RgbaImage = { width: 2, height: 1, data: new Uint8ClampedArray(8) };
const refusal: MeasureOutcome = { ok: false, reason: 'noSheet' };
const preview = new Blob(['jpeg'], { type: 'image/jpeg' });
const point = { x: 3, y: 4 };
const guess: MarksGuess = { marks: { corners: [point, point, point, point], heel: point, toe: point }, sheetFound: true };

async function replies(request: MeasureRequest, tools: Partial<AnswerTools>): Promise<MeasureReply[]> {
  const posted: MeasureReply[] = [];
  await answerRequest(request, (reply) => posted.push(reply), { measureFoot: () => refusal, decode: null, ...tools });
  return posted;
}

describe('answerRequest, the measuring worker’s side of the protocol', () => {
  it('measures a photo sent as pixels and ends with its outcome', async () => {
    const measureFoot = vi.fn(() => refusal);
    expect(await replies({ id: 4, paper: 'a4', photo: { image } }, { measureFoot })).toEqual([
      { type: 'stage', id: 4, stage: 'measuring' },
      { type: 'result', id: 4, outcome: refusal },
    ]);
    expect(measureFoot).toHaveBeenCalledWith(image, 'a4');
  });

  it('decodes a file, hands the photo and its preview back, then measures it', async () => {
    const file = new Blob(['png']);
    const decode = vi.fn(async () => ({ image, preview }));
    expect(await replies({ id: 1, paper: 'letter', photo: { file } }, { decode })).toEqual([
      { type: 'stage', id: 1, stage: 'reading' },
      { type: 'decoded', id: 1, image, preview },
      { type: 'stage', id: 1, stage: 'measuring' },
      { type: 'result', id: 1, outcome: refusal },
    ]);
    expect(decode).toHaveBeenCalledWith(file);
  });

  it('answers a file it cannot decode with `unreadable`, and asks the page to decode where it has no OffscreenCanvas', async () => {
    const file = new Blob(['not an image']);
    const measureFoot = vi.fn(() => refusal);
    const failing = async () => Promise.reject(new Error('decode failed'));
    expect(await replies({ id: 2, paper: 'a4', photo: { file } }, { decode: failing, measureFoot })).toEqual([
      { type: 'stage', id: 2, stage: 'reading' },
      { type: 'unreadable', id: 2 },
    ]);
    expect(await replies({ id: 3, paper: 'a4', photo: { file } }, { decode: null, measureFoot })).toEqual([
      { type: 'cannotDecode', id: 3 },
    ]);
    expect(measureFoot).not.toHaveBeenCalled();
  });

  it('sends the marks to start placing by hand with a refusal, worked out in the worker from its corners, and none with an answer', async () => {
    const corners: Quad = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ];
    const refused: MeasureOutcome = { ok: false, reason: 'footOffSheet', corners };
    const guessMarks = vi.fn(() => guess);
    expect(await replies({ id: 6, paper: 'letter', photo: { image } }, { measureFoot: () => refused, guessMarks })).toEqual([
      { type: 'stage', id: 6, stage: 'measuring' },
      { type: 'result', id: 6, outcome: refused, guess },
    ]);
    expect(guessMarks).toHaveBeenCalledWith(image, 'letter', corners);
    const answer: MeasureOutcome = {
      ok: true,
      corners,
      heel: corners[0],
      toe: corners[2],
      outline: [],
      lengthMm: 250,
      widthMm: 95,
      uncertaintyMm: 1,
      confidence: 'high',
      paperUnchecked: false,
    };
    guessMarks.mockClear();
    expect((await replies({ id: 7, paper: 'a4', photo: { image } }, { measureFoot: () => answer, guessMarks })).at(-1)).toEqual({
      type: 'result',
      id: 7,
      outcome: answer,
    });
    expect(guessMarks).not.toHaveBeenCalled();
  });

  it('turns a fault in the measurer into a `failed` reply instead of leaving the page waiting', async () => {
    const measureFoot = () => {
      throw new RangeError('offset is out of bounds');
    };
    expect((await replies({ id: 5, paper: 'a4', photo: { image } }, { measureFoot })).at(-1)).toEqual({
      type: 'failed',
      id: 5,
      message: 'offset is out of bounds',
    });
  });
});

/** A stand-in for the worker: it answers with the real `answerRequest` unless told to fail or stay silent. */
class FakeWorker implements WorkerLike {
  onmessage: WorkerLike['onmessage'] = null;
  onerror: WorkerLike['onerror'] = null;
  terminated = false;
  received: MeasureRequest[] = [];
  constructor(
    private readonly answer: 'measure' | 'silent',
    private readonly tools: AnswerTools = { measureFoot: () => refusal, decode: null },
  ) {}
  postMessage(request: MeasureRequest) {
    this.received.push(request);
    if (this.answer === 'measure') setTimeout(() => void answerRequest(request, (reply) => this.send(reply), this.tools));
  }
  send(reply: MeasureReply) {
    if (!this.terminated) this.onmessage?.({ data: reply } as MessageEvent<MeasureReply>);
  }
  crash() {
    this.onerror?.({ preventDefault() {} } as ErrorEvent);
  }
  terminate() {
    this.terminated = true;
  }
}

const events = (): JobEvents => ({ onStage: vi.fn(), onDecoded: vi.fn() });
const mainThreadRefusal: MeasureOutcome = { ok: false, reason: 'tooDark' };

function setUp(workers: FakeWorker[]) {
  const spawned: FakeWorker[] = [];
  const mainThread = vi.fn(() => mainThreadRefusal);
  const measuring = createPhotoMeasuring(
    () => {
      const next = workers[spawned.length] ?? new FakeWorker('measure');
      spawned.push(next);
      return next;
    },
    async () => mainThread,
  );
  return { measuring, spawned, mainThread };
}

describe('createPhotoMeasuring, the page’s side', () => {
  it('measures in the worker and reports its stages', async () => {
    const { measuring, spawned, mainThread } = setUp([]);
    const seen = events();
    await expect(measuring.measure({ image }, 'a4', seen)).resolves.toEqual({ type: 'result', outcome: refusal });
    expect(spawned).toHaveLength(1);
    expect(spawned[0]!.received).toEqual([{ id: 1, paper: 'a4', photo: { image } }]);
    expect(seen.onStage).toHaveBeenCalledWith('measuring');
    expect(mainThread).not.toHaveBeenCalled();
  });

  it('hands on the worker’s marks for placing by hand with its refusal', async () => {
    const { measuring } = setUp([new FakeWorker('measure', { measureFoot: () => refusal, decode: null, guessMarks: () => guess })]);
    await expect(measuring.measure({ image }, 'a4', events())).resolves.toEqual({ type: 'result', outcome: refusal, guess });
  });

  it('ends the running measurement as cancelled when a new photo comes, ending its worker, and measures the new one', async () => {
    const slow = new FakeWorker('silent');
    const { measuring, spawned } = setUp([slow]);
    const first = measuring.measure({ image }, 'a4', events());
    const second = measuring.measure({ image }, 'letter', events());
    await expect(first).resolves.toEqual({ type: 'cancelled' });
    expect(slow.terminated).toBe(true);
    await expect(second).resolves.toEqual({ type: 'result', outcome: refusal });
    expect(spawned[1]!.received.map((request) => request.paper)).toEqual(['letter']);
  });

  it('ignores what a cancelled measurement’s worker still sends', async () => {
    const slow = new FakeWorker('silent');
    const { measuring } = setUp([slow]);
    const seen = events();
    const job = measuring.measure({ image }, 'a4', seen);
    measuring.cancel();
    slow.terminated = false;
    slow.send({ type: 'stage', id: 1, stage: 'measuring' });
    slow.send({ type: 'result', id: 1, outcome: refusal });
    await expect(job).resolves.toEqual({ type: 'cancelled' });
    expect(seen.onStage).not.toHaveBeenCalled();
  });

  it('reports a worker that fails while measuring as `failed`, and measures the next photo in a fresh worker', async () => {
    const crashing = new FakeWorker('silent');
    const { measuring, spawned, mainThread } = setUp([crashing]);
    const job = measuring.measure({ image }, 'a4', events());
    crashing.send({ type: 'ready' });
    crashing.crash();
    await expect(job).resolves.toEqual({ type: 'failed' });
    expect(crashing.terminated).toBe(true);
    await expect(measuring.measure({ image }, 'a4', events())).resolves.toEqual({ type: 'result', outcome: refusal });
    expect(spawned).toHaveLength(2);
    expect(mainThread).not.toHaveBeenCalled();
  });

  it('reports a `failed` reply from the worker as `failed`', async () => {
    const throwing = new FakeWorker('measure', {
      measureFoot: () => {
        throw new Error('boom');
      },
      decode: null,
    });
    const { measuring } = setUp([throwing]);
    await expect(measuring.measure({ image }, 'a4', events())).resolves.toEqual({ type: 'failed' });
  });

  it('measures on the page’s own thread when the worker cannot start', async () => {
    const unloadable = new FakeWorker('silent');
    const { measuring, spawned, mainThread } = setUp([unloadable]);
    const job = measuring.measure({ image }, 'letter', events());
    unloadable.crash();
    await expect(job).resolves.toEqual({ type: 'result', outcome: mainThreadRefusal });
    expect(mainThread).toHaveBeenCalledWith(image, 'letter');
    await expect(measuring.measure({ image }, 'a4', events())).resolves.toEqual({ type: 'result', outcome: mainThreadRefusal });
    expect(spawned).toHaveLength(1);
  });

  it('measures on the page’s own thread where there are no workers', async () => {
    const mainThread = vi.fn(() => mainThreadRefusal);
    const measuring = createPhotoMeasuring(null, async () => mainThread);
    await expect(measuring.measure({ image }, 'a4', events())).resolves.toEqual({ type: 'result', outcome: mainThreadRefusal });
  });
});

import type { MarksGuess } from '@/lib/measure/photo/manual';
import type { MeasureOutcome, PaperSize, RgbaImage } from '@/lib/measure/photo/types';
import { loadPhoto, type LoadedPhoto } from './load-photo';
import { isFinal, type MeasureReply, type MeasureRequest, type MeasureStage } from './measure-protocol';

/** The part of a `Worker` this module uses, so that tests can stand in for one. */
export interface WorkerLike {
  onmessage: ((event: MessageEvent<MeasureReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(request: MeasureRequest): void;
  terminate(): void;
}

/** Starts the measuring worker; the bundler builds `measure.worker.ts` and its imports as a chunk of their own. */
export const spawnMeasureWorker = (): WorkerLike => new Worker(new URL('./measure.worker.ts', import.meta.url), { type: 'module' });

export type PhotoSource = { file: Blob } | { image: RgbaImage };

export type JobEnd =
  /** `guess`: the worker's starting marks for placing by hand after a refusal (absent when measured on the page's thread). */
  { type: 'result'; outcome: MeasureOutcome; guess?: MarksGuess } | { type: 'unreadable' } | { type: 'failed' } | { type: 'cancelled' };

export interface JobEvents {
  onStage: (stage: MeasureStage) => void;
  /** The photo decoded from a file, with a local URL for display that the caller revokes. */
  onDecoded: (photo: LoadedPhoto) => void;
}

interface Job {
  request: MeasureRequest;
  events: JobEvents;
  settle: (end: JobEnd) => void;
}

export interface PhotoMeasuring {
  /** Starts the worker ahead of the first photo, so its code is fetched while the page is online. */
  start(): void;
  /** Measures a photo; a measurement still running is cancelled first. */
  measure(photo: PhotoSource, paper: PaperSize, events: JobEvents): Promise<JobEnd>;
  /** Stops the running measurement (the worker is ended, its work cannot be interrupted otherwise) and readies a fresh worker. */
  cancel(): void;
  dispose(): void;
}

/** Lets the page paint its progress before the page's own thread is taken by the work. */
const nextPaint = () => new Promise((resolve) => setTimeout(resolve, 30));

/**
 * Measuring off the page's thread. A worker that cannot start (no `Worker`, or its script failed to
 * load) leaves the work to the page's own thread, as before; a worker that fails while measuring ends
 * that measurement as `failed` and is replaced for the next one.
 */
export function createPhotoMeasuring(
  spawn: (() => WorkerLike) | null,
  mainThreadMeasurer: () => Promise<(image: RgbaImage, paper: PaperSize) => MeasureOutcome>,
): PhotoMeasuring {
  let worker: WorkerLike | null = null;
  let ready = false;
  let workerless = spawn === null;
  let current: Job | null = null;
  let lastId = 0;
  let disposed = false;

  const finish = (job: Job, end: JobEnd) => {
    if (current !== job) return;
    current = null;
    job.settle(end);
  };

  const onMainThread = async (job: Job) => {
    let image: RgbaImage;
    if ('file' in job.request.photo) {
      job.events.onStage('reading');
      let loaded: LoadedPhoto;
      try {
        loaded = await loadPhoto(job.request.photo.file);
      } catch {
        return finish(job, { type: 'unreadable' });
      }
      if (current !== job) return URL.revokeObjectURL(loaded.url);
      job.events.onDecoded(loaded);
      image = loaded.image;
    } else {
      image = job.request.photo.image;
    }
    job.events.onStage('measuring');
    try {
      const measureFoot = await mainThreadMeasurer();
      await nextPaint();
      if (current !== job) return;
      finish(job, { type: 'result', outcome: measureFoot(image, job.request.paper) });
    } catch {
      finish(job, { type: 'failed' });
    }
  };

  /** A browser that decodes in the page but not in a worker: the page decodes, the worker measures. */
  const decodeHere = async (job: Job, file: Blob) => {
    let loaded: LoadedPhoto;
    try {
      loaded = await loadPhoto(file);
    } catch {
      return finish(job, { type: 'unreadable' });
    }
    if (current !== job) return URL.revokeObjectURL(loaded.url);
    job.events.onDecoded(loaded);
    job.request = { ...job.request, photo: { image: loaded.image } };
    dispatch(job);
  };

  const onReply = (reply: MeasureReply) => {
    if (reply.type === 'ready') {
      ready = true;
      return;
    }
    const job = current;
    if (!job || reply.id !== job.request.id) return;
    if (reply.type === 'stage') job.events.onStage(reply.stage);
    else if (reply.type === 'decoded') job.events.onDecoded({ image: reply.image, url: URL.createObjectURL(reply.preview) });
    else if (isFinal(reply)) {
      if (reply.type === 'cannotDecode') {
        if ('file' in job.request.photo) void decodeHere(job, job.request.photo.file);
      } else if (reply.type === 'result')
        finish(job, { type: 'result', outcome: reply.outcome, ...(reply.guess ? { guess: reply.guess } : {}) });
      else finish(job, { type: reply.type });
    }
  };

  const stopWorker = () => {
    worker?.terminate();
    worker = null;
    ready = false;
  };

  const start = () => {
    if (disposed || workerless || worker || !spawn) return;
    let started: WorkerLike;
    try {
      started = spawn();
    } catch {
      workerless = true;
      return;
    }
    worker = started;
    started.onmessage = (event) => {
      if (worker === started) onReply(event.data);
    };
    started.onerror = (event) => {
      event.preventDefault();
      if (worker !== started) return;
      const everStarted = ready;
      stopWorker();
      const job = current;
      if (!everStarted) {
        workerless = true;
        if (job) void onMainThread(job);
        return;
      }
      if (job) finish(job, { type: 'failed' });
      start();
    };
  };

  function dispatch(job: Job) {
    start();
    if (worker) worker.postMessage(job.request);
    else void onMainThread(job);
  }

  const cancel = () => {
    const job = current;
    if (!job) return;
    finish(job, { type: 'cancelled' });
    stopWorker();
    start();
  };

  return {
    start,
    cancel,
    measure(photo, paper, events) {
      cancel();
      return new Promise<JobEnd>((settle) => {
        const job: Job = { request: { id: ++lastId, paper, photo }, events, settle };
        current = job;
        dispatch(job);
      });
    },
    dispose() {
      cancel();
      disposed = true;
      stopWorker();
    },
  };
}

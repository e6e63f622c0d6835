// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useIdleImport } from '@/components/ui/use-idle-import';
import { AppToaster } from '@/components/ui/app-toaster';
import { notify } from '@/components/ui/notify';

const toastModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('react-hot-toast', async (importOriginal) => {
  toastModule.loads += 1;
  return importOriginal();
});

/** An IntersectionObserver the test drives: `show(true)` reports every observed element on screen. */
const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
class DrivenIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.add(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    observers.delete(this.entry);
  }
}
function show(isIntersecting: boolean) {
  for (const { callback, targets } of [...observers]) {
    callback(
      targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
  }
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

function HiddenPart({ load }: { load: () => Promise<{ text: string }> }) {
  const standIn = useRef<HTMLButtonElement>(null);
  const { loaded, now } = useIdleImport(load, standIn);
  return loaded ? (
    <p>{loaded.text}</p>
  ) : (
    <button ref={standIn} type="button" onClick={now}>
      stand-in
    </button>
  );
}

describe('useIdleImport with the element that stands in', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    observers.clear();
  });

  it('imports nothing while the element is not displayed, and imports once it shows', async () => {
    vi.stubGlobal('IntersectionObserver', DrivenIntersectionObserver);
    const load = vi.fn(() => Promise.resolve({ text: 'the real menu' }));
    render(<HiddenPart load={load} />);
    act(() => show(false));
    await pause(120);
    expect(load).not.toHaveBeenCalled();
    act(() => show(true));
    expect(await screen.findByText('the real menu')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('imports at once when the hidden part is used', async () => {
    vi.stubGlobal('IntersectionObserver', DrivenIntersectionObserver);
    const load = vi.fn(() => Promise.resolve({ text: 'the real menu' }));
    render(<HiddenPart load={load} />);
    act(() => screen.getByRole('button', { name: 'stand-in' }).click());
    expect(await screen.findByText('the real menu')).toBeInTheDocument();
  });
});

describe('AppToaster', () => {
  it('loads the toast library only when a toast is raised', async () => {
    render(<AppToaster />);
    await pause(150);
    expect(toastModule.loads).toBe(0);
    act(() => notify('success', 'Subscribed'));
    expect(await screen.findByText('Subscribed')).toBeInTheDocument();
    expect(toastModule.loads).toBe(1);
  });
});

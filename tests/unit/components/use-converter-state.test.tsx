// @vitest-environment jsdom
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useConverterState, type ConverterSpec } from '@/components/converter/state/use-converter-state';
import { sizeConverterSpec, type SizeConverterContext } from '@/components/converter/state/size-converter-state';
import { menToWomenSpec, type MenToWomenContext } from '@/components/converter/state/men-to-women-state';
import { brandConverter } from '@/lib/converter/page-setup';
import { menToWomenRows } from '@/lib/converter/men-to-women-rows';

const query = () => Object.fromEntries(new URLSearchParams(window.location.search));

/** A state of one number, kept in the query as `n` (left out when 0). */
const counterSpec: ConverterSpec<{ n: number }, null, number> = {
  initial: () => ({ n: 0 }),
  fromQuery: (q) => ({ n: Number(q.get('n') ?? 0) }),
  normalize: (next) => next,
  toQuery: (s) => ({ n: s.n ? String(s.n) : null }),
  derive: (s) => s.n,
};

describe('useConverterState', () => {
  beforeEach(() => window.history.replaceState(null, '', '/demo#chart'));

  it('starts from the initial state, restores the URL after mount, and writes every change back', async () => {
    type S = { n: number; label: string };
    const spec: ConverterSpec<S, null, string> = {
      initial: () => ({ n: 0, label: '' }),
      fromQuery: (q) => ({ n: Number(q.get('n') ?? 0), label: q.get('label') ?? '' }),
      normalize: (next) => (next.n > 9 ? { ...next, n: 9 } : next),
      toQuery: (s) => ({ n: s.n ? String(s.n) : null, label: s.label || null }),
      derive: (s) => `${s.label}:${s.n}`,
    };
    window.history.replaceState(null, '', '/demo?n=4&label=shoe#chart');
    const { result } = renderHook(() => useConverterState(spec, null));
    expect(result.current.derived).toBe('shoe:4');

    act(() => result.current.update({ n: 12 }));
    expect(result.current.state).toEqual({ n: 9, label: 'shoe' });
    expect(result.current.derived).toBe('shoe:9');
    await waitFor(() =>
      expect(window.location.pathname + window.location.search + window.location.hash).toBe('/demo?n=9&label=shoe#chart'),
    );

    act(() => result.current.update({ n: 0, label: '' }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('writes a change to the URL once it is painted, not inside the change (the history API lays out the page), merging changes in between', async () => {
    const spec = counterSpec;
    const { result } = renderHook(() => useConverterState(spec, null));
    const replaced = vi.spyOn(window.history, 'replaceState');
    onTestFinished(() => replaced.mockRestore());
    act(() => result.current.update({ n: 2 }));
    act(() => result.current.update({ n: 3 }));
    expect(result.current.derived).toBe(3);
    expect(replaced).not.toHaveBeenCalled();
    await waitFor(() => expect(window.location.search).toBe('?n=3'));
    expect(replaced).toHaveBeenCalledTimes(1);
  });

  it('renders once after mount when the URL asks nothing, and again only for a URL that restores a state', () => {
    const spec = counterSpec;
    let renders = 0;
    const first = renderHook(() => {
      renders += 1;
      return useConverterState(spec, null);
    });
    expect(first.result.current.derived).toBe(0);
    expect(renders).toBe(1);
    first.unmount();

    renders = 0;
    window.history.replaceState(null, '', '/demo?n=3');
    const second = renderHook(() => {
      renders += 1;
      return useConverterState(spec, null);
    });
    expect(second.result.current.derived).toBe(3);
    expect(renders).toBe(2);
  });
});

describe('the size converter’s state', () => {
  const context: SizeConverterContext = { setup: brandConverter('nike'), locale: 'en' };
  beforeEach(() => window.history.replaceState(null, '', '/brand/nike'));

  it('restores a shared size and derives its conversion and chart row', () => {
    window.history.replaceState(null, '', '/brand/nike?gender=women&system=us&size=8');
    const { result } = renderHook(() => useConverterState(sizeConverterSpec, context));
    const { state, derived } = result.current;
    expect(state).toMatchObject({ gender: 'women', system: 'us', mode: 'size' });
    expect(derived.selected?.label).toBe('8');
    expect(derived.outcome?.ok).toBe(true);
    expect(derived.highlightId).not.toBeNull();
  });

  it('drops a size the newly chosen system does not offer, and forgets a size that came from the URL', async () => {
    window.history.replaceState(null, '', '/brand/nike?gender=men&system=us&size=30');
    const { result } = renderHook(() => useConverterState(sizeConverterSpec, context));
    expect(result.current.state.rawSize).toBe('30');
    expect(result.current.derived.outcome?.ok).toBe(false);

    act(() => result.current.update({ sizeKey: '9', mode: 'size' }));
    expect(result.current.state.rawSize).toBe('');
    await waitFor(() => expect(query()).toEqual({ gender: 'men', system: 'us', size: '9' }));

    act(() => result.current.update({ system: 'eu' }));
    expect(result.current.state.sizeKey).toBe('');
    expect(result.current.derived.outcome).toBeNull();
    await waitFor(() => expect(query()).toEqual({ gender: 'men' }));
  });

  it('reads a foot length in the page’s locale and writes it in millimetres', async () => {
    const { result } = renderHook(() => useConverterState(sizeConverterSpec, { ...context, locale: 'de' }));
    act(() => result.current.update({ footText: '26,2', mode: 'foot' }));
    expect(result.current.derived.footMm).toBe(262);
    await waitFor(() => expect(query()).toEqual({ gender: 'men', footMm: '262' }));
    act(() => result.current.update({ footText: '26,2x' }));
    expect(result.current.derived.footReading).toEqual({ ok: false, problem: 'notNumber' });
    expect(result.current.derived.outcome).toBeNull();
    await waitFor(() => expect(query()).toEqual({ gender: 'men' }));
  });
});

describe('the men-to-women converter’s state', () => {
  const context: MenToWomenContext = { rows: menToWomenRows() };
  beforeEach(() => window.history.replaceState(null, '', '/men-to-women'));

  it('converts with the chosen convention and lists the other conventions’ answers', async () => {
    const { result } = renderHook(() => useConverterState(menToWomenSpec, context));
    act(() => result.current.update({ sizeLabel: '9' }));
    act(() => result.current.update({ usWomen: 'fia' }));
    const { pair, byConvention, highlightId } = result.current.derived;
    expect(pair?.to.sizes.us?.label).toBe('10');
    expect(Object.fromEntries(byConvention.map(({ option, size }) => [option, size?.label]))).toEqual({
      common: '10.5',
      fia: '10',
      converse: '11',
    });
    expect(context.rows.find((row) => row.id === highlightId)?.men.us?.label).toBe('9');
    await waitFor(() => expect(query()).toEqual({ gender: 'men', usWomen: 'fia', system: 'us', size: '9' }));
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { writeQuery } from '@/components/converter/state/url-state';

const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('the converter’s held URL write', () => {
  it('writes the keys once painted, merged with the ones written before the paint', async () => {
    window.history.replaceState(null, '', '/men?ref=mail');
    writeQuery({ gender: 'men', system: 'us', size: '9' });
    writeQuery({ size: '9.5' });
    expect(window.location.search).toBe('?ref=mail');
    await painted();
    expect(window.location.search).toBe('?ref=mail&gender=men&system=us&size=9.5');
  });

  it('drops the held keys when the address changed before the paint (a shared link opened on the same page)', async () => {
    window.history.replaceState(null, '', '/brand/nike');
    writeQuery({ gender: 'men', footMm: '400' });
    window.history.replaceState(null, '', '/brand/nike?gender=women&system=eu&size=42.5');
    await painted();
    expect(window.location.search).toBe('?gender=women&system=eu&size=42.5');
  });
});

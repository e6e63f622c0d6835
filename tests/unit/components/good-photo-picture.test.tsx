// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { GoodPhotoPicture } from '@/components/measure/photo/good-photo-picture';

describe('GoodPhotoPicture', () => {
  it('draws the foot on the sheet with its big toe on the inner side, towards the other foot', () => {
    const { container } = render(<GoodPhotoPicture alt="A good photo" caption="Caption" />);
    const toes = [...container.querySelectorAll('[data-part="toe"]')].map((toe) => ({
      x: Number(toe.getAttribute('cx')),
      r: Number(toe.getAttribute('r')),
    }));
    expect(toes).toHaveLength(5);
    const big = toes.reduce((a, b) => (b.r > a.r ? b : a));
    const little = toes.reduce((a, b) => (b.r < a.r ? b : a));
    // The other foot's outline starts at its inner edge (`M x y`); the sheet's foot stands at the middle of the picture.
    const other = Number(/^M\s*([\d.]+)/.exec(container.querySelector('[data-part="other-foot"]')?.getAttribute('d') ?? '')?.[1]);
    const sheetFootX = toes.reduce((sum, toe) => sum + toe.x, 0) / toes.length;
    expect(Math.sign(big.x - little.x)).toBe(Math.sign(other - sheetFootX));
  });
});

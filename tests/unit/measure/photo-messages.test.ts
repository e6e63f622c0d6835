import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { placementProblems } from '@/lib/measure/photo/manual';
import { lowConfidenceCauses, refusalReasons } from '@/lib/measure/photo/types';

describe('the photo page’s messages', () => {
  it('name the fix for every reason the measurer refuses a photo and every problem with a hand placement', () => {
    expect(Object.keys(en.MeasurePhoto.refusal).sort()).toEqual([...refusalReasons].sort());
    expect(Object.keys(en.MeasurePhoto.placement).sort()).toEqual([...placementProblems].sort());
  });

  it('name the fix for every cause of a low confidence', () => {
    expect(Object.keys(en.MeasurePhoto.lowBecause).sort()).toEqual([...lowConfidenceCauses].sort());
  });
});

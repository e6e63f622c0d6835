import { describe, expect, it } from 'vitest';
import { measureFoot } from '@/lib/measure/photo/measure';
import { hardPhoto, type HardKind } from '@/tests/support/hard-foot-photo';

const outcomeOf = (seed: number, kind: HardKind) => {
  const photo = hardPhoto(seed, kind);
  const result = measureFoot(photo.image, photo.paper);
  return result.ok ? `measured${result.paperUnchecked ? ' with the paper warning' : ''}` : result.reason;
};

// Which of two looks' refusals names the photo's real fault: a reason is right when the check that names it runs before
// the ones its side effects trip.
describe('the reason given where two looks at the sheet disagree', () => {
  // A heavily blurred photo: the quad fitted to the bright region's rounded outline leaned too far and was refused as too
  // oblique before its edges' blur was read, and the lines showed no sheet corner at all; seed 5020 was refused as
  // `tooOblique`, which sends the user to hold the phone flatter instead of still.
  it('names the blur where no sheet corner shows and the quad refused as too oblique came from a smeared photo', () => {
    expect(outcomeOf(5020, 'blurred')).toBe('blurred');
  }, 60_000);

  // A heavily blurred photo whose bright region runs off it: the lines saw a corner but closed no sheet, and seed 5024 was
  // refused as `sheetCut`, which sends the user to move the phone instead of holding it still.
  it('names the blur before a sheet cut off where a corner shows but the smeared sides close no sheet', () => {
    expect(outcomeOf(5024, 'blurred')).toBe('blurred');
  }, 60_000);

  // A photo smeared by the phone's motion over a light floor: no sheet corner shows, and the photo's strongest edges all run
  // along the motion (the smear turns those across it into weak slopes), so every one of the strongest edges read sharp,
  // the direction across the motion had too few of them to count, and seed 5057 was refused `noSheet`, which sends the
  // user to look for paper that is in the photo. Each direction's own strongest edges show the smear.
  it('names a motion blur where the strongest edges overall all run along the motion', () => {
    expect(outcomeOf(5057, 'blurred')).toBe('blurred');
  }, 60_000);

  // Two children's feet: the bright region's sheet, read with sharp edges, showed both feet; the lines' quad, its sides
  // partly off the paper's edges, read as smeared, and seed 5022 was refused as `blurred`.
  it('keeps two feet seen on a sheet with sharp edges over another quad read as smeared', () => {
    expect(outcomeOf(5022, 'twoFeet')).toBe('twoFeet');
  }, 60_000);

  // Letter paper with A4 chosen: with the strict leg bar the foot ran off the sheet on both looks; with the lower bar the
  // foot is found and the sheet's corners contradict A4, but that refusal was dropped and seed 5022 was refused as
  // `footOffSheet`, which sends the user to reframe the foot rather than choose the paper in the photo.
  it('names the wrong paper that the second reading sees', () => {
    const photo = hardPhoto(5022, 'wrongPaper');
    expect([photo.truePaper, photo.paper]).toEqual(['letter', 'a4']);
    expect(outcomeOf(5022, 'wrongPaper')).toMatch(/^wrongPaper$|^measured with the paper warning$/);
  }, 60_000);
});

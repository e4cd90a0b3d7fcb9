import { describe, expect, it } from 'vitest';
import { moreLikeThisMessage } from './more-like-this';

describe('moreLikeThisMessage', () => {
  it('names the piece, and its composer when known', () => {
    expect(moreLikeThisMessage({ title: 'Shenandoah', composer: 'Frank Ticheli' })).toBe(
      'Pieces like Shenandoah by Frank Ticheli',
    );
    expect(moreLikeThisMessage({ title: 'Loch Lomond', composer: null })).toBe('Pieces like Loch Lomond');
  });
});

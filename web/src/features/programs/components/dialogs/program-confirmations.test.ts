import { describe, expect, it } from 'vitest';
import { deleteProgramMessage, removePieceMessage } from './program-confirmations';

describe('confirmation texts', () => {
  it('are word for word', () => {
    expect(removePieceMessage('Shenandoah')).toBe('Are you sure you want to remove "Shenandoah" from the program?');
    expect(deleteProgramMessage('Spring Concert')).toBe(
      'Are you sure you want to delete the program "Spring Concert"? This action cannot be undone.',
    );
  });
});

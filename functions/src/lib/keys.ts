/**
 * Key builders of the single table: every item lives in its owner's partition
 * (`PK = USER#<sub>`), so no request can read another user's data by id.
 */
export const userPk = (sub: string) => `USER#${sub}`;

export const keys = {
  profile: (sub: string) => ({ PK: userPk(sub), SK: 'PROFILE' }),
  ensemble: (sub: string, id: number) => ({ PK: userPk(sub), SK: `ENSEMBLE#${id}` }),
  program: (sub: string, id: number) => ({ PK: userPk(sub), SK: `PROGRAM#${id}` }),
  uploadTask: (sub: string, id: number) => ({ PK: userPk(sub), SK: `UPLOAD#${id}` }),
};

/** Sort-key prefixes for listing one kind of item of a user. */
export const skPrefix = {
  ensemble: 'ENSEMBLE#',
  program: 'PROGRAM#',
  uploadTask: 'UPLOAD#',
} as const;

/** Entity names stored on every item as `entity`. */
export type EntityName = 'User' | 'Ensemble' | 'Program' | 'UploadTask' | 'LibraryEntry' | 'ChatSession' | 'ChatMessage';

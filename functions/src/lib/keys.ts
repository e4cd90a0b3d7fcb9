/**
 * Key builders of the single table, one owner per item type. Every item lives in its owner's
 * partition (`PK = USER#<sub>`), so no request can read another user's data by id; a chat
 * session's messages have a partition of their own under the same user prefix.
 */
const USER_PREFIX = 'USER#';
const CHAT_PARTITION = /#CHAT#\d+$/;

export const userPk = (sub: string) => `${USER_PREFIX}${sub}`;

/** The user a partition key belongs to: `USER#<sub>` or a chat-message partition of it. */
export function subOf(pk: string): string {
  if (!pk.startsWith(USER_PREFIX)) throw new Error(`not a user partition: ${pk}`);
  return pk.slice(USER_PREFIX.length).replace(CHAT_PARTITION, '');
}

/** Sort-key prefixes for listing one kind of item of a user. */
export const skPrefix = {
  ensemble: 'ENSEMBLE#',
  program: 'PROGRAM#',
  libraryEntry: 'LIBRARY#',
  uploadTask: 'UPLOAD#',
  chatSession: 'CHAT#',
  chatMessage: 'MSG#',
} as const;

/** Zero-padded so messages sort by time in their partition. */
const messageSk = (timestamp: number, id: number) =>
  `${skPrefix.chatMessage}${String(timestamp).padStart(15, '0')}#${id}`;

export const keys = {
  profile: (sub: string) => ({ PK: userPk(sub), SK: 'PROFILE' }),
  ensemble: (sub: string, id: number) => ({ PK: userPk(sub), SK: `${skPrefix.ensemble}${id}` }),
  program: (sub: string, id: number) => ({ PK: userPk(sub), SK: `${skPrefix.program}${id}` }),
  libraryEntry: (sub: string, id: number) => ({ PK: userPk(sub), SK: `${skPrefix.libraryEntry}${id}` }),
  /** Bumped by every library write, so a container's copy of the library is revalidated with one read. */
  libraryVersion: (sub: string) => ({ PK: userPk(sub), SK: 'LIBRARY_VERSION' }),
  uploadTask: (sub: string, id: number) => ({ PK: userPk(sub), SK: `${skPrefix.uploadTask}${id}` }),
  chatSession: (sub: string, id: number) => ({ PK: userPk(sub), SK: `${skPrefix.chatSession}${id}` }),
  chatMessagePartition: (sub: string, sessionId: number) => `${userPk(sub)}#CHAT#${sessionId}`,
  chatMessage: (sub: string, sessionId: number, timestamp: number, id: number) => ({
    PK: keys.chatMessagePartition(sub, sessionId),
    SK: messageSk(timestamp, id),
  }),
};

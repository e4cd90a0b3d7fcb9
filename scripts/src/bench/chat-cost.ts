/**
 * What one chat message costs the API and dynalite (`npm run bench -- --chat-cost-only`), without
 * the rest of the API run: the bench director of the full run (the 10,000-entry library, three
 * ensembles, a program of 18 pieces for each of the mixed load's 50 clients) asks the assistant
 * in a session that already holds 40 messages, about one of those programs, one message after
 * another from the load process, as the mixed load's "each route alone" does for chat_message.
 */
import type { Ensemble } from '@app/shared/contracts/ensembles';
import type { LibraryPage } from '@app/shared/contracts/library';
import type { Program } from '@app/shared/contracts/programs';
import type { LocalStack } from '../local/stack';
import { ASSISTANT_MESSAGES, importBenchLibrary } from './library';
import { benchProgram, chatCostLine, chatMessageVariants, costAlone, startLoadProcess } from './mixed-load';

/** As many programs as the full run's mixed load has clients. */
const PROGRAMS = 50;
/** Messages in the session before the measured ones: the most the assistant reads back. */
const HISTORY_MESSAGES = 40;

export async function benchChatCost(options: {
  stack: LocalStack;
  authorization: string;
  ensembles: Ensemble[];
  must: <T>(method: string, path: string, body?: unknown) => Promise<T>;
  costSeconds: number;
  warmupSeconds: number;
  log: (message: string) => void;
}) {
  const { stack, authorization, ensembles, must, log } = options;
  await importBenchLibrary({ appUrl: stack.appUrl, authorization }, log);
  const libraryIds = (await must<LibraryPage>('GET', '/library/entries?limit=100')).data.map((e) => e.id);
  log(`chat cost: ${PROGRAMS} programs, a session of ${HISTORY_MESSAGES} messages`);
  const programs: Program[] = [];
  for (let c = 0; c < PROGRAMS; c += 1)
    programs.push(await must<Program>('POST', '/programs', benchProgram(c, libraryIds, ensembles)));
  const band = ensembles[0]!;
  const { session_id: sessionId } = await must<{ session_id: number }>('POST', '/chat/session', {
    ensemble_id: band.id,
  });
  // each message stores the director's and the assistant's turn
  for (let i = 0; i < HISTORY_MESSAGES / 2; i += 1)
    await must('POST', '/chat/message', {
      message: ASSISTANT_MESSAGES[i % ASSISTANT_MESSAGES.length],
      ensemble_id: band.id,
      session_id: sessionId,
    });

  // 127.0.0.1, never a name: the load must not leave the machine
  const origin = new URL(stack.appUrl);
  origin.hostname = '127.0.0.1';
  const chatMessage = {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    variants: chatMessageVariants(`${origin.origin}/api`, 0, {
      ensembleId: band.id,
      sessionId,
      programId: programs[0]!.id,
    }),
  };
  const load = startLoadProcess();
  try {
    log(`chat cost: chat_message, one client, ${options.costSeconds} s`);
    const cost = await costAlone(
      load,
      { schedule: ['chat_message'], routes: { chat_message: chatMessage } },
      { ...options, maxRequests: Number.MAX_SAFE_INTEGER },
    );
    log(chatCostLine(cost));
    return { programs: PROGRAMS, history_messages: HISTORY_MESSAGES, chat_message: cost };
  } finally {
    await load.stop();
  }
}

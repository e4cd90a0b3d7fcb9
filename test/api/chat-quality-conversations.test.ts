import { blind2Ensembles } from './chat-quality-blind2.ensembles';
import { conversationCases } from './chat-quality-conversations.cases';
import { blindQualitySuite } from './chat-quality-harness';

/**
 * 24 scripted conversations of 10–14 follow-ups over every ensemble type, written by someone who had
 * read neither the parser nor the blind sets: each turn states the request as it now stands, and is
 * checked on it, on not giving back the previous answer unasked, and on a reply that no longer names
 * what an earlier turn asked and this one dropped.
 */
// First run, before any change for the set: 88 of 330 (26.7%); after fixing the classes behind its misses:
// 174 of 330 (52.7%); after issue 39's classes (the last answer gives way first, refusals let go, nearest
// kinds, a mood colouring a kind, sets keeping their count and places…): 221 of 330 (67.0%); 218 on the
// grown catalogue of the gap-filling pass, then 244 of 330 (73.9%) after the next round's classes (a set
// that cannot land lets carried wishes give way, "pre-UIL" is no list, everyday-word surnames, a moved
// length, a swap keeping the set's length, a set's character giving way to its length…). Most misses left are the catalogue's thin spots (choirs,
// chamber music and full orchestra at a level without published lengths): 57 of the 86 left have no
// answer in the catalogue. The floor is a ratchet; the target is 95% (docs/assistant.md).
const PASS_RATE_FLOOR = 0.735;

blindQualitySuite('the assistant over long conversations', blind2Ensembles, conversationCases, PASS_RATE_FLOOR, {
  conversations: true,
});

import { blindCases, blindEnsembles } from './chat-quality-blind.cases';
import { blindQualitySuite } from './chat-quality-harness';

/**
 * The blind quality set against the real local stack (embedded provider, demo library): every
 * case is asked as a director would (a first message, then follow-ups in its session) and checked
 * on what it asked for. The suite reports the pass rate by category and each miss, and fails when
 * the rate falls below PASS_RATE_FLOOR: a ratchet, raised as the assistant's understanding grows
 * (the target is 95%).
 */
// The first runs, before any change for the set: 83 and 82 of 196 (42.3%, 41.8%); after the reading,
// intents and fill changes: 160–162 (82%); with chamber repertoire, a demo library for every kind of
// ensemble, lengths and the fixes of the classes behind the misses: 180–183 (93%). Candidates that score
// alike are ordered by their ids, which are random, so a run may pick differently where they tie: the
// floor leaves a few cases of room.
const PASS_RATE_FLOOR = 0.93;

blindQualitySuite('the assistant on the blind set', blindEnsembles, blindCases, PASS_RATE_FLOOR);

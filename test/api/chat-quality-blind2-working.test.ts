import { blind2Ensembles } from './chat-quality-blind2.ensembles';
import { blind2WorkingCases } from './chat-quality-blind2-working.cases';
import { blindQualitySuite } from './chat-quality-harness';

/**
 * The second blind set's working half (318 requests in directors' own words, written by someone who
 * had read neither the parser, nor the first set, nor the issue's examples, and split at random into
 * two halves before any run). This half may be read and fixed against (classes, never cases); the
 * held-out half runs in chat-quality-blind2-heldout.test.ts.
 */
// First run, before any change for the set: 108 of 159 (67.9%); after fixing the classes behind its
// misses: 138 of 159 (86.8%); 148 of 159 now (93.1%). The floor is a ratchet; the target is 95% (docs/assistant.md).
const PASS_RATE_FLOOR = 0.915;

blindQualitySuite('the assistant on blind set 2, working half', blind2Ensembles, blind2WorkingCases, PASS_RATE_FLOOR);

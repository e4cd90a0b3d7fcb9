/**
 * Which words of a message are refused: the NegEx design (Chapman et al., 2001), on folded text.
 *
 * - A **pre-trigger** ("no", "not", "without", "rather than", "the kids hate") refuses the words
 *   after it, up to a terminator or the end of the clause.
 * - A **post-trigger** ("marches are out", "Sousa is off the table") refuses the words before it,
 *   back to a terminator or the start of the clause.
 * - A **pseudo-trigger** looks like one and refuses nothing ("no more than 5 minutes", "not too
 *   hard", "not only marches"); it is skipped whole.
 * - A **terminator** ("but", "however", "instead", "something", "maybe") ends a scope, so "no
 *   marches but something fast" and "a fanfare rather than a march" each refuse only the march.
 *
 * The message is already folded (lower case, no accents or punctuation inside words); clause
 * boundaries (commas, full stops) end every scope.
 */

const PSEUDO: readonly string[] = [
  'no more than',
  'no longer than',
  'no less than',
  'no shorter than',
  'no later than',
  'no harder than',
  'no matter',
  'no problem',
  'no idea',
  'no rush',
  'no doubt',
  'not more than',
  'not longer than',
  'not over',
  'not exceed',
  'not too',
  'not only',
  'not just',
  'not necessarily',
  'not sure',
  'not bad',
  'why not',
  'whether or not',
  'if not',
  'nothing over',
  'nothing longer than',
  'nothing more than',
  'nothing above',
  'none longer than',
  'none over',
  'less than',
  'do not mind',
  'don t mind',
  'dont mind',
  'doesn t have to be',
  'doesnt have to be',
  'does not have to be',
  'don t have to be',
  'without a doubt',
  'not a lot of time',
  // "isn't there a march by Sousa?": a question, not a refusal
  'isn t there',
  'isnt there',
  'aren t there',
  'arent there',
  'wasn t there',
  'isn t it',
];

const PRE: readonly string[] = [
  'no',
  'not',
  'without',
  'avoid',
  'avoiding',
  'except',
  'excluding',
  'exclude',
  'skip',
  'never',
  'none',
  'nothing',
  'dont',
  'don t',
  'do not',
  'does not',
  'doesn t',
  'didn t',
  'won t',
  // "the march shouldn't be Sousa", "it must not be a spiritual"
  'shouldn t',
  'shouldnt',
  'should not',
  'mustn t',
  'must not',
  // "anything in that vein that isn't Holst", "one that wasn't by Sousa"
  'isn t',
  'isnt',
  'aren t',
  'arent',
  'wasn t',
  'wasnt',
  'weren t',
  'cannot',
  'can t',
  'other than',
  'instead of',
  'rather than',
  'in place of',
  'anything but',
  'everything but',
  'anyone but',
  'anybody but',
  'whatever but',
  'but not',
  'besides',
  'apart from',
  'aside from',
  'less',
  'hate',
  'hates',
  'dislike',
  'dislikes',
  'tired of',
  'sick of',
  'done with',
  'burned out on',
  'burnt out on',
  'enough of',
  'done enough',
  'had enough',
  'played enough',
  'sung enough',
  'enough with',
  'stay away from',
  'steer clear of',
  'away from',
  'ban',
  'rule out',
  'leave out',
  'minus',
  'sans',
];

const POST: readonly string[] = [
  'are out',
  'is out',
  'are off the table',
  'is off the table',
  'are banned',
  'is banned',
  'are overdone',
  'is overdone',
  'are a no',
  'is a no',
  'not please',
  'no thanks',
  'no thank you',
  'need not apply',
  'not wanted',
  'again no',
];

/** Post-triggers that refuse only what the clause says was performed ("we played Holst last year"). */
const PERFORMED_POST: readonly string[] = [
  'last year',
  'last spring',
  'last fall',
  'last season',
  'last concert',
  'already',
  'too often',
  'every year',
];
const PERFORMED = /^(played|did|done|performed|sang|sung|do|play|perform|sing)$/;
/** The subject after a question's "do" ("do we already have", "do you have"). */
const QUESTION_SUBJECT = /^(we|you|i|they|my|our)$/;

const TERMINATORS: readonly string[] = [
  'but',
  'however',
  'though',
  'although',
  'yet',
  'instead',
  'rather',
  'so',
  'because',
  'since',
  'which',
  'maybe',
  'perhaps',
  'ideally',
  'preferably',
  'prefer',
  'something',
  'anything',
  'just',
  'only',
  'we want',
  'i want',
  'we need',
  'i need',
  'we d like',
  'i d like',
  'we would like',
  'i would like',
  'let s',
  'lets',
  'give me',
  'give us',
  'looking for',
  'how about',
  'what about',
  'go with',
  'and also',
  'and maybe',
  'and something',
  'plus',
  'then',
  'for',
];

/** Phrases as token lists, longest first, so "rather than" is read before "rather". */
const phrases = (list: readonly string[]): readonly (readonly string[])[] =>
  list.map((p) => p.split(' ')).sort((a, b) => b.length - a.length);
const PSEUDO_T = phrases(PSEUDO);
const PRE_T = phrases(PRE);
const POST_T = phrases(POST);
const TERM_T = phrases(TERMINATORS);
const PERFORMED_POST_T = phrases(PERFORMED_POST);

const startsAt = (tokens: readonly string[], i: number, phrase: readonly string[]) =>
  phrase.every((word, j) => tokens[i + j] === word);
const matchAt = (tokens: readonly string[], i: number, list: readonly (readonly string[])[]) =>
  list.find((phrase) => startsAt(tokens, i, phrase));

/** Words (token indices) a pre-trigger reaches at most: NegEx's window, wide enough for "no Sousa or King marches". */
const WINDOW = 6;

/**
 * The refused stretches of one clause, as [start, end) character offsets into ` ${clause} `
 * (the clause padded with one space each side, as the readers match ` phrase `).
 */
export function negatedSpans(clause: string): [number, number][] {
  const padded = ` ${clause.trim()} `;
  const tokens: string[] = [];
  const starts: number[] = [];
  for (const match of padded.matchAll(/\S+/g)) {
    tokens.push(match[0]);
    starts.push(match.index);
  }
  const endOf = (i: number) => (i < tokens.length ? starts[i]! : padded.length);
  const spans: [number, number][] = [];
  for (let i = 0; i < tokens.length; ) {
    const pseudo = matchAt(tokens, i, PSEUDO_T);
    if (pseudo) {
      i += pseudo.length;
      continue;
    }
    const pre = matchAt(tokens, i, PRE_T);
    if (pre) {
      let j = i + pre.length;
      const last = Math.min(tokens.length, j + WINDOW);
      while (j < last && !matchAt(tokens, j, TERM_T) && !matchAt(tokens, j, PRE_T)) j++;
      if (j > i + pre.length) spans.push([endOf(i + pre.length), endOf(j)]);
      i += pre.length;
      continue;
    }
    const post = matchAt(tokens, i, POST_T) ?? matchAt(tokens, i, PERFORMED_POST_T);
    if (post) {
      let j = i;
      while (j > 0 && !matchAt(tokens, j - 1, TERM_T)) j--;
      const performedOnly = !POST_T.includes(post);
      // "which marches do we already have": "do" asking a question performed nothing
      const performed = tokens
        .slice(j, i)
        .some(
          (t, k, clauseTokens) =>
            PERFORMED.test(t) && !(t === 'do' && QUESTION_SUBJECT.test(clauseTokens[k + 1] ?? '')),
        );
      if (j < i && (!performedOnly || performed)) spans.push([endOf(j), endOf(i)]);
      i += post.length;
      continue;
    }
    i++;
  }
  return spans;
}

/** Whether the word at `at` (an offset into ` ${clause} `) is refused. */
export const isNegatedAt = (spans: readonly [number, number][], at: number) =>
  spans.some(([start, end]) => at >= start - 1 && at < end);

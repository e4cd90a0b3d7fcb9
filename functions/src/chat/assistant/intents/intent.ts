import type { AssistantContext, AssistantQuestion, ProviderAnswer } from '../provider';
import type { Reading } from '../reading';

/**
 * One kind of answer the assistant gives (a fill, a likeness, an answer per ensemble…): when it
 * applies to a reading of the turn, and how it answers. The registry tries them in order.
 */
export interface Intent {
  readonly name: string;
  applies(reading: Reading, context: AssistantContext): boolean;
  answer(reading: Reading, context: AssistantContext, ask: Ask): ProviderAnswer;
}

/** The whole assistant, for intents that answer parts of a turn as turns of their own (one per ensemble). */
export type Ask = (question: AssistantQuestion, context: AssistantContext) => ProviderAnswer;

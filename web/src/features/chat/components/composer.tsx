import { Box, Button, Field, Flex, Text, Textarea } from '@chakra-ui/react';
import type { KeyboardEvent, Ref } from 'react';
import { CHAT_MESSAGE_MAX } from '@app/shared/domain/chat-limits';

/** The counter shows from here on. */
const COUNTER_FROM = CHAT_MESSAGE_MAX - 200;
export const MESSAGE_TOO_LONG = `Your message is too long: at most ${CHAT_MESSAGE_MAX} characters.`;

export interface ComposerProps {
  value: string;
  onChange(value: string): void;
  onSend(text: string): void;
  /** The assistant is answering: nothing more is sent until it has. */
  pending: boolean;
  /** Nothing can be sent for now (a conversation is being opened). */
  disabled?: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** Whether a draft can be sent: some text, and not over the limit (a long paste is refused, never cut). */
export const canSend = (text: string) => text.trim().length > 0 && text.length <= CHAT_MESSAGE_MAX;

/** Where the director types: Enter sends, Shift+Enter starts a new line. */
export function Composer({ value, onChange, onSend, pending, disabled = false, textareaRef }: ComposerProps) {
  const tooLong = value.length > CHAT_MESSAGE_MAX;
  const sendable = canSend(value) && !pending && !disabled;

  const send = () => {
    if (sendable) onSend(value.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Box
      as="form"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {/* Chakra's Field parts, not the kit's Field: the hint or the error shares its line with the counter */}
      <Field.Root invalid={tooLong}>
        <Field.Label srOnly>Message to the assistant</Field.Label>
        <Flex gap="2" align="flex-end" w="full">
          <Textarea
            ref={textareaRef}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            placeholder="Ask for repertoire, e.g. a lyrical grade 3 piece for my band"
            autoresize
            rows={2}
            maxH="40"
            bg="bg"
            flex="1"
          />
          <Button type="submit" colorPalette="blue" disabled={!sendable} loading={pending} loadingText="Sending">
            Send
          </Button>
        </Flex>
        <Flex w="full" justify="space-between" gap="3" minH="5">
          {/* the hint (the textarea's description), or the error (its error message) in its place */}
          {tooLong ? (
            <Field.ErrorText>{MESSAGE_TOO_LONG}</Field.ErrorText>
          ) : (
            <Field.HelperText display={{ base: 'none', md: 'block' }}>
              Enter sends, Shift+Enter starts a new line.
            </Field.HelperText>
          )}
          {value.length >= COUNTER_FROM && (
            <Text fontSize="xs" color={tooLong ? 'red.700' : 'fg.muted'} ms="auto" flexShrink={0}>
              {value.length} / {CHAT_MESSAGE_MAX}
            </Text>
          )}
        </Flex>
      </Field.Root>
    </Box>
  );
}

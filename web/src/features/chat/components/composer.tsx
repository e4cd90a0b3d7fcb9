import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useId, type KeyboardEvent, type Ref } from 'react';
import { CHAT_MESSAGE_MAX } from '@app/shared/domain/chat-limits';
import { FieldErrorText, FieldHelperText, FieldLabel, FieldRoot } from '../../../components/plain-field';
import { Textarea } from '../../../components/textarea';

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
  const id = useId();
  const helperTextId = `${id}-helper-text`;
  const errorTextId = `${id}-error-text`;

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
      <FieldRoot data-invalid={tooLong ? '' : undefined}>
        <FieldLabel htmlFor={id} srOnly>
          Message to the assistant
        </FieldLabel>
        <Flex gap="2" align="flex-end" w="full">
          <Textarea
            id={id}
            // the hint, or the error that takes its place
            aria-describedby={tooLong ? undefined : helperTextId}
            aria-errormessage={tooLong ? errorTextId : undefined}
            aria-invalid={tooLong || undefined}
            data-invalid={tooLong ? '' : undefined}
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
          {tooLong ? (
            <FieldErrorText id={errorTextId}>{MESSAGE_TOO_LONG}</FieldErrorText>
          ) : (
            <FieldHelperText id={helperTextId} display={{ base: 'none', md: 'block' }}>
              Enter sends, Shift+Enter starts a new line.
            </FieldHelperText>
          )}
          {value.length >= COUNTER_FROM && (
            <Text fontSize="xs" color={tooLong ? 'red.700' : 'fg.muted'} ms="auto" flexShrink={0}>
              {value.length} / {CHAT_MESSAGE_MAX}
            </Text>
          )}
        </Flex>
      </FieldRoot>
    </Box>
  );
}

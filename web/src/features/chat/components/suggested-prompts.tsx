import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';

/** First questions for a director who has not asked anything yet (word for word as the product's texts require). */
export const SUGGESTED_PROMPTS = [
  'Recommend a grade 2 opener for my concert band',
  'Fill a 40-minute spring concert',
] as const;

export function SuggestedPrompts({ onChoose, disabled }: { onChoose(prompt: string): void; disabled: boolean }) {
  return (
    <Box>
      <Heading as="h2" size="md" mb="1">
        Ask about repertoire
      </Heading>
      <Text color="fg.muted" mb="3">
        Describe what you need: a grade, a length, a character, a concert to fill. The assistant picks from your library
        and the catalogue.
      </Text>
      <Flex gap="2" wrap="wrap">
        {SUGGESTED_PROMPTS.map((prompt) => (
          <Button
            key={prompt}
            variant="outline"
            size="sm"
            borderRadius="full"
            onClick={() => onChoose(prompt)}
            disabled={disabled}
            whiteSpace="normal"
            h="auto"
            py="1.5"
            textAlign="start"
            maxW="full"
          >
            {prompt}
          </Button>
        ))}
      </Flex>
    </Box>
  );
}

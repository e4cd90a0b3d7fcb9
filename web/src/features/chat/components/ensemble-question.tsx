import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { BELOW_BAR } from './conversation-log';

export interface EnsembleChoice {
  label: string;
  ensemble_id: number;
}

export interface EnsembleQuestionProps {
  question: string;
  choices: EnsembleChoice[];
  onChoose(ensembleId: number): void;
  /** Sends it for every ensemble offered ("Both", "All 3"); none when the question cannot be for several. */
  onChooseAll?(): void;
}

/** The assistant asks which ensemble a message is for (none is chosen): each choice sends it. */
export function EnsembleQuestion({ question, choices, onChoose, onChooseAll }: EnsembleQuestionProps) {
  const ref = useRef<HTMLDivElement>(null);
  // asked from a prompt at the top of the page, it may show below the fold
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <Box
      ref={ref}
      scrollMarginBottom={BELOW_BAR}
      role="group"
      aria-label={question}
      bg="blue.50"
      borderWidth="1px"
      borderColor="blue.200"
      borderRadius="lg"
      px="4"
      py="3"
    >
      <Text fontWeight="medium" mb={choices.length ? '2' : '0'}>
        {question}
      </Text>
      {choices.length ? (
        <Flex gap="2" wrap="wrap">
          {choices.map((choice) => (
            <Button
              key={choice.ensemble_id}
              size="sm"
              variant="outline"
              bg="bg"
              whiteSpace="normal"
              h="auto"
              minH="8"
              py="1.5"
              maxW="full"
              textAlign="start"
              onClick={() => onChoose(choice.ensemble_id)}
            >
              {choice.label}
            </Button>
          ))}
          {onChooseAll && choices.length > 1 && (
            <Button size="sm" variant="outline" bg="bg" minH="8" onClick={onChooseAll}>
              {choices.length === 2 ? 'Both' : `All ${choices.length}`}
            </Button>
          )}
        </Flex>
      ) : (
        <Button asChild size="sm" variant="outline" bg="bg" mt="2">
          <RouterLink to={paths.ensembles.getHref()}>Go to My Ensembles</RouterLink>
        </Button>
      )}
    </Box>
  );
}

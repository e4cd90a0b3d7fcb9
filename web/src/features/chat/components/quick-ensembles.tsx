import { Box, Button, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ensembleTypes, type Ensemble, type EnsembleType } from '@app/shared/contracts/ensembles';
import { suggestedName } from '@app/shared/domain/ensemble-labels';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { createEnsemble, ensemblesKey } from '../../../lib/ensembles';

// 'other' needs a name of the director's own: My Ensembles' form asks for it
const QUICK_TYPES = ensembleTypes.filter((type): type is Exclude<EnsembleType, 'other'> => type !== 'other');

export interface QuickEnsemblesProps {
  /** The director's ensembles as loaded: a new one is named after its type, numbered if the name is taken. */
  ensembles: readonly Ensemble[];
}

/**
 * For a director who has no ensembles yet: each kind of ensemble is one click away (named after
 * its type; level, size and instruments can be set later in My Ensembles), so the first request
 * to the assistant can come right after.
 */
export function QuickEnsembles({ ensembles }: QuickEnsemblesProps) {
  const { mutate } = useSWRConfig();
  const [adding, setAdding] = useState<EnsembleType | null>(null);
  const [added, setAdded] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const taken = ensembles.map((e) => e.name);

  const add = async (type: EnsembleType) => {
    setAdding(type);
    setFailure(null);
    const name = suggestedName(type, taken);
    try {
      const made = await createEnsemble({ name, type });
      setAdded((names) => [...names, made.name]);
      await mutate(ensemblesKey, (list: Ensemble[] | undefined) => [...(list ?? []), made], { revalidate: true });
    } catch (error) {
      setFailure(`${name} could not be added: ${messageOf(error)}`);
    } finally {
      setAdding(null);
    }
  };

  return (
    <Box as="section" aria-labelledby="quick-ensembles-heading" borderWidth="1px" borderRadius="lg" p="4" mb="5">
      <Heading as="h2" size="sm" id="quick-ensembles-heading">
        Which ensembles do you lead?
      </Heading>
      <Text fontSize="sm" color="fg.muted" mt="1" mb="3">
        Add each with one click, then ask the assistant for their music. Set a level, size and instruments in{' '}
        <Link asChild textDecoration="underline">
          <RouterLink to={paths.ensembles.getHref()}>My Ensembles</RouterLink>
        </Link>
        .
      </Text>
      <Flex as="ul" listStyleType="none" p="0" m="0" gap="2" wrap="wrap">
        {QUICK_TYPES.map((type) => {
          const name = suggestedName(type);
          return (
            <li key={type}>
              <Button
                size="sm"
                variant="outline"
                loading={adding === type}
                disabled={adding !== null && adding !== type}
                onClick={() => void add(type)}
                aria-label={`Add ${suggestedName(type, taken)}`}
              >
                + {name}
              </Button>
            </li>
          );
        })}
      </Flex>
      {/* present from the start, so a screen reader hears each addition */}
      <Text fontSize="sm" color="green.700" fontWeight="medium" mt={added.length ? '3' : '0'} role="status">
        {added.length > 0 && (
          <>
            <span aria-hidden="true">✓ </span>
            Added {added.join(', ')}
          </>
        )}
      </Text>
      {failure && (
        <Text fontSize="sm" color="red.700" mt="3" role="alert">
          {failure}
        </Text>
      )}
    </Box>
  );
}

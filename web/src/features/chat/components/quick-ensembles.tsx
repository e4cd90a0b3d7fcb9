import { Box, Button, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import { ensembleTypes, suggestedName, type EnsembleType } from '@app/shared/domain/ensemble-labels';
import { NativeSelect } from '../../../components/native-select';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { createEnsemble, ensemblesKey, updateEnsemble } from '../../../lib/ensembles';

// 'other' needs a name of the director's own: My Ensembles' form asks for it
const QUICK_TYPES = ensembleTypes.filter((type): type is Exclude<EnsembleType, 'other'> => type !== 'other');

/** The grades an ensemble's level can take: 0.5 to 6 in halves. */
const LEVELS = Array.from({ length: 12 }, (_, i) => (i + 1) / 2);

export interface QuickEnsemblesProps {
  /** The director's ensembles as loaded: a new one is named after its type, numbered if the name is taken. */
  ensembles: readonly Ensemble[];
}

/**
 * For a director who has no ensembles yet: each kind of ensemble is one click away (named after
 * its type), so the first request to the assistant can come right after. Each one added can be
 * given its level here; size and instruments are set in My Ensembles.
 */
export function QuickEnsembles({ ensembles }: QuickEnsemblesProps) {
  const { mutate } = useSWRConfig();
  const [adding, setAdding] = useState<EnsembleType | null>(null);
  const [addedIds, setAddedIds] = useState<number[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const taken = ensembles.map((e) => e.name);
  // as the list says: a level chosen here shows once saved
  const added = addedIds.map((id) => ensembles.find((e) => e.id === id)).filter((e): e is Ensemble => !!e);

  const add = async (type: EnsembleType) => {
    setAdding(type);
    setFailure(null);
    const name = suggestedName(type, taken);
    try {
      const made = await createEnsemble({ name, type });
      await mutate(ensemblesKey, (list: Ensemble[] | undefined) => [...(list ?? []), made], { revalidate: true });
      setAddedIds((ids) => [...ids, made.id]);
    } catch (error) {
      setFailure(`${name} could not be added: ${messageOf(error)}`);
    } finally {
      setAdding(null);
    }
  };

  const setLevel = async (ensemble: Ensemble, level: number | null) => {
    setFailure(null);
    try {
      const saved = await updateEnsemble(ensemble.id, { level });
      await mutate(ensemblesKey, (list: Ensemble[] | undefined) => list?.map((e) => (e.id === saved.id ? saved : e)), {
        revalidate: true,
      });
    } catch (error) {
      setFailure(`The level of ${ensemble.name} could not be saved: ${messageOf(error)}`);
    }
  };

  return (
    <Box as="section" aria-labelledby="quick-ensembles-heading" borderWidth="1px" borderRadius="lg" p="4" mb="5">
      <Heading as="h2" size="sm" id="quick-ensembles-heading">
        Which ensembles do you lead?
      </Heading>
      <Text fontSize="sm" color="fg.muted" mt="1" mb="3">
        Add each with one click, then ask the assistant for their music. Size and instruments can be set in{' '}
        <Link asChild textDecoration="underline">
          <RouterLink to={paths.ensembles.getHref()}>My Ensembles</RouterLink>
        </Link>
        .
      </Text>
      <Flex as="ul" listStyleType="none" p="0" m="0" gap="2" wrap="wrap">
        {QUICK_TYPES.map((type) => (
          <li key={type}>
            <Button
              size="sm"
              variant="outline"
              loading={adding === type}
              disabled={adding !== null && adding !== type}
              onClick={() => void add(type)}
              aria-label={`Add ${suggestedName(type, taken)}`}
            >
              + {suggestedName(type)}
            </Button>
          </li>
        ))}
      </Flex>
      {/* present from the start, so a screen reader hears each addition */}
      <Text fontSize="sm" color="green.700" fontWeight="medium" mt={added.length ? '3' : '0'} role="status">
        {added.length > 0 && (
          <>
            <span aria-hidden="true">✓ </span>
            Added {added.map((e) => e.name).join(', ')}
          </>
        )}
      </Text>
      {added.length > 0 && (
        <Flex
          as="ul"
          listStyleType="none"
          p="0"
          m="0"
          mt="2"
          gap="3"
          wrap="wrap"
          aria-label="Levels of the ensembles added"
        >
          {added.map((ensemble) => (
            <Flex as="li" key={ensemble.id} align="center" gap="2">
              <Text fontSize="sm" aria-hidden="true">
                {ensemble.name}
              </Text>
              <NativeSelect
                size="xs"
                w="auto"
                aria-label={`Level of ${ensemble.name}`}
                value={ensemble.level ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  void setLevel(ensemble, value === '' ? null : Number(value));
                }}
              >
                <option value="">Level not set</option>
                {LEVELS.map((level) => (
                  <option key={level} value={level}>
                    Grade {level}
                  </option>
                ))}
              </NativeSelect>
            </Flex>
          ))}
        </Flex>
      )}
      {failure && (
        <Text fontSize="sm" color="red.700" mt="3" role="alert">
          {failure}
        </Text>
      )}
    </Box>
  );
}

import { Box, Button, Flex, Heading, Input, Link, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { Ensemble } from '@app/shared/contracts/ensembles';
import { ensembleTypes, suggestedName, type EnsembleType } from '@app/shared/domain/ensemble-labels';
import { NativeSelect } from '../../../components/native-select';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { createEnsemble, ensemblesKey, updateEnsemble } from '../../../lib/ensembles';
import { BELOW_BAR } from './conversation-log';

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
 * renamed (its name is printed on the programs) and given its level here; size and instruments
 * are set in My Ensembles.
 */
export function QuickEnsembles({ ensembles }: QuickEnsemblesProps) {
  const { mutate } = useSWRConfig();
  const [adding, setAdding] = useState<EnsembleType | null>(null);
  const [addedIds, setAddedIds] = useState<number[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const taken = ensembles.map((e) => e.name);
  // as the list says: a level chosen here shows once saved
  const added = addedIds.map((id) => ensembles.find((e) => e.id === id)).filter((e): e is Ensemble => !!e);
  // what was added (the confirmation, then each name and level) is shown where the director is: on a
  // phone the type buttons fill the screen and it would come below the fold, under the builder's bar
  const addedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (added.length) addedRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [added.length]);

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

  /** Saves a change to an ensemble added here; false when it failed (the reason is shown). */
  const save = async (ensemble: Ensemble, change: { level: number | null } | { name: string }) => {
    setFailure(null);
    try {
      const saved = await updateEnsemble(ensemble.id, change);
      await mutate(ensemblesKey, (list: Ensemble[] | undefined) => list?.map((e) => (e.id === saved.id ? saved : e)), {
        revalidate: true,
      });
      return true;
    } catch (error) {
      const what = 'name' in change ? 'new name' : 'level';
      setFailure(`The ${what} of ${ensemble.name} could not be saved: ${messageOf(error)}`);
      return false;
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
      <Box ref={addedRef} scrollMarginBottom={BELOW_BAR} scrollMarginTop="20">
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
          <>
            <Text fontSize="sm" color="fg.muted" mt="2" id="quick-ensembles-names">
              Their names are printed on your concert programs: change each to what your school calls it.
            </Text>
            <Flex
              as="ul"
              listStyleType="none"
              p="0"
              m="0"
              mt="2"
              gap="2"
              direction="column"
              aria-label="Names and levels of the ensembles added"
              aria-describedby="quick-ensembles-names"
            >
              {added.map((ensemble) => (
                <AddedEnsemble
                  key={ensemble.id}
                  ensemble={ensemble}
                  onRename={(name) => save(ensemble, { name })}
                  onLevel={(level) => void save(ensemble, { level })}
                />
              ))}
            </Flex>
          </>
        )}
      </Box>
      {failure && (
        <Text fontSize="sm" color="red.700" mt="3" role="alert">
          {failure}
        </Text>
      )}
    </Box>
  );
}

interface AddedEnsembleProps {
  ensemble: Ensemble;
  /** Resolves to whether the name was saved. */
  onRename(name: string): Promise<boolean>;
  onLevel(level: number | null): void;
}

/** An ensemble just added: its name (saved when the field is left or Enter is pressed) and its level. */
function AddedEnsemble({ ensemble, onRename, onLevel }: AddedEnsembleProps) {
  // what is typed, started again from the saved name whenever that changes
  const [edit, setEdit] = useState({ saved: ensemble.name, draft: ensemble.name });
  if (edit.saved !== ensemble.name) setEdit({ saved: ensemble.name, draft: ensemble.name });
  const draft = edit.draft;
  const setDraft = (text: string) => setEdit((current) => ({ ...current, draft: text }));
  // the name being saved: Enter then leaving the field saves it once
  const saving = useRef<string | null>(null);

  const commit = async () => {
    const name = draft.trim();
    if (!name) return setDraft(ensemble.name);
    if (name === ensemble.name || name === saving.current) return;
    saving.current = name;
    const saved = await onRename(name);
    saving.current = null;
    if (!saved) setDraft(ensemble.name);
  };

  return (
    <Flex as="li" align="center" gap="2" wrap="wrap">
      <Input
        size="xs"
        w={{ base: 'full', sm: '64' }}
        maxLength={120}
        aria-label={`Name of ${ensemble.name}`}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={() => void commit()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void commit();
          if (event.key === 'Escape' && draft !== ensemble.name) {
            event.stopPropagation();
            setDraft(ensemble.name);
          }
        }}
        autoComplete="off"
      />
      <NativeSelect
        size="xs"
        w="auto"
        aria-label={`Level of ${ensemble.name}`}
        value={ensemble.level ?? ''}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onLevel(value === '' ? null : Number(value));
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
  );
}

import { Box, Input, Text } from '@chakra-ui/react';
import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import type { CatalogWorkSummary } from '@app/shared/contracts/chat';
import { formatDuration } from '@app/shared/domain/duration';
import { ensembleTypeLabel } from '@app/shared/domain/ensemble-labels';
import { useCatalogSearch } from '../api/search-catalog';

export interface CatalogTypeaheadProps {
  name: string;
  value: string;
  onChange(value: string): void;
  /** The director picked a work from the list. */
  onChoose(work: CatalogWorkSummary): void;
  inputRef?: Ref<HTMLInputElement>;
}

/** Waits until typing pauses, so each keystroke does not ask the catalogue. */
function useSettled(value: string, ms = 150) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** One line of facts of a work: "Frank Ticheli · Grade 4 (IV) · 6:10 · Concert band". */
export function workFacts(work: CatalogWorkSummary): string {
  const by = [work.composer, work.arranger ? `arr. ${work.arranger}` : null].filter(Boolean).join(', ');
  const grade = `Grade ${work.grade}${work.grade_text !== String(work.grade) ? ` (${work.grade_text})` : ''}`;
  const length = work.duration != null ? formatDuration(work.duration) : 'duration not listed';
  return [by, grade, length, work.ensemble_types.map(ensembleTypeLabel).join(', ')].join(' · ');
}

/**
 * A text field that offers matching catalogue works as the director types (title or composer):
 * arrows move through them, Enter picks one, Escape closes the list; typing on is never blocked.
 */
export function CatalogTypeahead({ name, value, onChange, onChoose, inputRef }: CatalogTypeaheadProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { data: works = [] } = useCatalogSearch(useSettled(value));
  const shown = open ? works : [];

  const choose = (work: CatalogWorkSummary) => {
    onChoose(work);
    setOpen(false);
    setActive(-1);
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!shown.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const last = shown.length - 1;
      setActive((i) => (event.key === 'ArrowDown' ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault(); // picks the work; does not send the form
      choose(shown[active]!);
    } else if (event.key === 'Escape') {
      event.stopPropagation(); // closes the list, not the dialog
      setOpen(false);
    }
  };

  return (
    <Box position="relative" w="full">
      <Input
        ref={inputRef}
        name={name}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && shown[active] ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={keyDown}
        onBlur={() => setOpen(false)}
      />
      <Box
        as="ul"
        id={listId}
        role="listbox"
        aria-label="Works in the catalogue"
        hidden={!shown.length}
        position="absolute"
        zIndex="dropdown"
        insetX="0"
        mt="1"
        bg="bg"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="md"
        maxH="72"
        overflowY="auto"
        listStyleType="none"
      >
        {shown.map((work, i) => (
          <Box
            as="li"
            key={work.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            px="3"
            py="2"
            cursor="pointer"
            bg={i === active ? 'blue.subtle' : undefined}
            _hover={{ bg: 'bg.muted' }}
            // before the input's blur closes the list
            onMouseDown={(e) => {
              e.preventDefault();
              choose(work);
            }}
          >
            <Text fontWeight="medium">{work.title}</Text>
            <Text fontSize="sm" color="fg.muted">
              {workFacts(work)}
            </Text>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

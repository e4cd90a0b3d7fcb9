import { Badge, Box, Button, chakra, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ProgramSummary } from '@app/shared/contracts/programs';
import { formatDay, formatTime } from '../../../../lib/date-time';
import { inOrder } from '../../board/board';
import { currentProgram } from '../../hooks/current-program';
import { programDurationText } from '../../utils/program-duration';
import { programName } from '../../utils/program-summary';
import { groupBySeason, isPerformed, localDay } from '../../utils/seasons';
import { ProgramStatusBadge } from './program-status-badge';

export interface SeasonViewProps {
  programs: readonly ProgramSummary[];
  /** The program the builder has (its row says so, as its card does). */
  currentId: number | null;
  /** Opens Duplicate Program for it, the dialog the card's menu opens. */
  onDuplicate(program: ProgramSummary): void;
  /** Today, YYYY-MM-DD: finalized programs of the days before it are marked performed. */
  today?: string;
}

function SeasonRow({
  program,
  isCurrent,
  performed,
  onDuplicate,
}: {
  program: ProgramSummary;
  isCurrent: boolean;
  performed: boolean;
  onDuplicate(): void;
}) {
  const name = programName(program);
  const titleId = `season-program-${program.id}-title`;
  const day = formatDay(program.performance_date, 'weekday');
  const time = day && formatTime(program.performance_time);
  const ensembles = inOrder(program.program_ensembles).map((e) => e.name);
  const pieces = program.piece_count;

  return (
    <Flex
      as="li"
      aria-labelledby={titleId}
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'center' }}
      gap={{ base: '2', sm: '4' }}
      px={{ base: '4', md: '5' }}
      py="3"
      minW="0"
      borderTopWidth="1px"
      _first={{ borderTopWidth: '0' }}
    >
      <Box w={{ sm: '40' }} flexShrink={0} fontSize="sm">
        {day ? (
          <chakra.time dateTime={program.performance_date!.slice(0, 10)} display="block" fontWeight="medium">
            {day}
          </chakra.time>
        ) : (
          <Text color="fg.muted">No date</Text>
        )}
        {time && <Text color="fg.muted">{time}</Text>}
      </Box>

      <Stack gap="1" flex="1" minW="0">
        <Heading as="h3" size="sm" id={titleId} wordBreak="break-word">
          <Link asChild colorPalette="blue" color="colorPalette.fg" textAlign="start" fontWeight="semibold">
            <button type="button" onClick={() => currentProgram.select(program.id, { open: true })}>
              {name}
            </button>
          </Link>
        </Heading>
        <Text fontSize="sm" color={ensembles.length ? undefined : 'fg.muted'} wordBreak="break-word">
          {ensembles.length ? ensembles.join(', ') : 'No ensembles yet'}
        </Text>
        <HStack gap="2" wrap="wrap" fontSize="sm">
          <ProgramStatusBadge status={program.status} />
          {performed && (
            <Badge colorPalette="gray" variant="outline">
              Performed
            </Badge>
          )}
          {isCurrent && (
            <Badge colorPalette="purple" variant="outline">
              Current program
            </Badge>
          )}
          <Text color="fg.muted">
            {pieces} {pieces === 1 ? 'piece' : 'pieces'} · {programDurationText(program)}
          </Text>
        </HStack>
      </Stack>

      <Button
        size="sm"
        variant="outline"
        alignSelf={{ base: 'flex-start', sm: 'center' }}
        flexShrink={0}
        aria-label={`Duplicate ${name}`}
        onClick={onDuplicate}
      >
        Duplicate
      </Button>
    </Flex>
  );
}

/**
 * The Programs page's season view: the director's programs by school season (August 1 to July 31),
 * the newest season first, each a calendar of its concerts; those without a date last. A row opens
 * its program in the builder, and duplicates it as the start of a new one.
 */
export function SeasonView({ programs, currentId, onDuplicate, today = localDay() }: SeasonViewProps) {
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      {groupBySeason(programs).map((season) => {
        const headingId = `season-${season.key}`;
        const count = season.programs.length;
        return (
          <Stack as="section" key={season.key} aria-labelledby={headingId} gap="3" minW="0">
            <Flex align="baseline" gap="3" wrap="wrap">
              <Heading as="h2" size="lg" id={headingId}>
                {season.label}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {count} {count === 1 ? 'program' : 'programs'}
              </Text>
            </Flex>
            <Box as="ul" listStyleType="none" m="0" p="0" bg="bg" borderWidth="1px" borderRadius="lg">
              {season.programs.map((program) => (
                <SeasonRow
                  key={program.id}
                  program={program}
                  isCurrent={program.id === currentId}
                  performed={isPerformed(program, today)}
                  onDuplicate={() => onDuplicate(program)}
                />
              ))}
            </Box>
          </Stack>
        );
      })}
    </Stack>
  );
}

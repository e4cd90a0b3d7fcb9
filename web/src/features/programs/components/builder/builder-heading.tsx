import { Badge, Dialog, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { formatDuration, UNKNOWN_DURATION, withoutDurationText } from '@app/shared/domain/duration';
import { badgeCount } from '../../board/board';
import { remainingText } from '../../board/time-budget';

export interface BuilderHeadingProps {
  title: string;
  /** When and where, if set. */
  performance: string;
  pieceCount: number;
  /** Seconds of the pieces whose length is known. */
  used: number;
  /** Pieces whose length is unknown. */
  withoutDuration: number;
  /** Seconds, from the program's target duration; null without one. */
  target: number | null;
}

/**
 * The builder's title line: the name, the piece-count badge (99+ at most), the total
 * m:ss ("—" when no piece has a length) with the pieces without a length, and the time left
 * or over against the program's target.
 */
export const BuilderHeading = memo(function BuilderHeading({
  title,
  performance,
  pieceCount,
  used,
  withoutDuration,
  target,
}: BuilderHeadingProps) {
  const remaining = target === null ? null : target - used;
  const over = remaining !== null && remaining < 0;
  return (
    // on a phone the title takes its own line (clear of the refresh and close buttons) and the count,
    // time and target share the line below; from md up they follow the title on one line
    <Flex align="center" columnGap="3" rowGap="1" wrap="wrap" flex="1" minW="0" pr={{ base: '0', md: '16' }}>
      <Stack gap="0" minW="0" w={{ base: 'full', md: 'auto' }} pr={{ base: '16', md: '0' }}>
        <Dialog.Title truncate>{title}</Dialog.Title>
        {performance && (
          <Text fontSize="sm" color="fg.muted" truncate>
            {performance}
          </Text>
        )}
      </Stack>
      <Badge colorPalette="blue" aria-label={`${pieceCount} pieces`}>
        {badgeCount(pieceCount)}
      </Badge>
      <Text
        fontVariantNumeric="tabular-nums"
        fontWeight="medium"
        aria-label="Total duration"
        data-testid="builder-duration"
      >
        {withoutDuration && withoutDuration === pieceCount ? UNKNOWN_DURATION : formatDuration(used)}
      </Text>
      {withoutDuration > 0 && (
        <Text fontSize="sm" color="fg.muted" data-testid="builder-without-duration">
          {withoutDurationText(withoutDuration)}
        </Text>
      )}
      {target !== null && remaining !== null && (
        <Flex align="center" gap="2" minW="40" data-testid="builder-budget">
          <Progress.Root
            value={Math.min(100, (used / target) * 100)}
            size="sm"
            w="24"
            colorPalette={over ? 'red' : 'green'}
            aria-label="Time used of the target"
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="sm" color={over ? 'red.700' : 'fg.muted'} fontWeight={over ? 'semibold' : 'normal'}>
            {remainingText(remaining)} of {formatDuration(target)}
          </Text>
        </Flex>
      )}
    </Flex>
  );
});

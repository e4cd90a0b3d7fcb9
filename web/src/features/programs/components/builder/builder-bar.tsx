import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ProgramIcon } from '../../../../components/icons';
import { preloadNotices } from '../../../../components/toaster';
import { useProgram } from '../../api/get-program';
import { currentProgram, useCurrentProgram } from '../../hooks/current-program';
import { TotalDuration } from './total-duration';

// dnd-kit and the dialogs load with the builder, the first time it opens (or as the pointer or
// the keyboard focus reaches the bar's buttons, which starts the download a moment earlier)
const loadProgramBuilder = () => import('./program-builder');
const ProgramBuilder = lazy(loadProgramBuilder);
const prefetch = () => void loadProgramBuilder().catch(() => undefined);

/** The bar's buttons: full width in a row of three on a phone. */
const BAR_BUTTON = { size: { base: 'xs', md: 'sm' }, flex: { base: '1', md: 'initial' } } as const;
/** An outline button on the bar's dark background. */
const ON_DARK = { variant: 'outline', color: 'white', borderColor: 'gray.500', _hover: { bg: 'gray.700' } } as const;

/**
 * The fixed bottom bar of every signed-in page: the program being built, its piece
 * count and duration, and SELECT PROGRAM, CREATE NEW and VIEW PROGRAM.
 */
export function BuilderBar() {
  const { programId, builderOpen, dialog } = useCurrentProgram();
  const { data: program } = useProgram(programId);
  // the builder's module also brings Select Program and Create New Program
  const [loaded, setLoaded] = useState(builderOpen || dialog !== null);
  useEffect(() => {
    if (builderOpen || dialog !== null) setLoaded(true);
  }, [builderOpen, dialog]);
  // a move that could not be saved says so even when the connection dropped: the notices' code is
  // fetched while the connection is there
  useEffect(() => preloadNotices(), []);

  const openBuilder = () => {
    performance.mark('podium:builder-open-click');
    currentProgram.open();
  };
  const pieces = program?.pieces.length ?? 0;

  return (
    <>
      <Box
        as="aside"
        aria-label="Program Builder"
        position="fixed"
        bottom="0"
        left="0"
        right="0"
        zIndex="docked"
        bg="gray.900"
        color="white"
        boxShadow="0 -2px 8px rgba(0,0,0,0.15)"
        px={{ base: '3', md: '6' }}
        py="2"
        data-testid="builder-bar"
      >
        <Flex align="center" gap={{ base: '2', md: '4' }} wrap="wrap" maxW="7xl" mx="auto" minH="12">
          <Flex align="center" gap="2" minW="0" flex="1">
            <ProgramIcon />
            <Text fontWeight="semibold" fontSize={{ base: 'sm', md: 'md' }} flexShrink={0}>
              Program Builder
            </Text>
            <Text truncate minW="0" title={program?.title}>
              {program?.title ?? 'Untitled Program'}
            </Text>
            <Text
              color="gray.300"
              fontSize="sm"
              flexShrink={0}
              fontVariantNumeric="tabular-nums"
              data-testid="builder-bar-summary"
            >
              {pieces} {pieces === 1 ? 'piece' : 'pieces'} ·{' '}
              <TotalDuration pieces={program?.pieces ?? []} noteFrom="md" />
            </Text>
          </Flex>
          <Flex
            gap="2"
            flexShrink={0}
            width={{ base: 'full', md: 'auto' }}
            justify={{ base: 'space-between', md: 'flex-end' }}
            onPointerEnter={prefetch}
            onFocus={prefetch}
          >
            <Button {...BAR_BUTTON} {...ON_DARK} onClick={() => currentProgram.ask('select')}>
              SELECT PROGRAM
            </Button>
            <Button {...BAR_BUTTON} {...ON_DARK} onClick={() => currentProgram.ask('create')}>
              CREATE NEW
            </Button>
            <Button {...BAR_BUTTON} colorPalette="blue" onClick={openBuilder}>
              VIEW PROGRAM
            </Button>
          </Flex>
        </Flex>
      </Box>
      {loaded && (
        <Suspense fallback={null}>
          <ProgramBuilder />
        </Suspense>
      )}
    </>
  );
}

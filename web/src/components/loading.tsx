import { Box, chakra } from '@chakra-ui/react';
import { LogoMark } from './logo';

const SIZES = { small: 24, medium: 48, large: 64 } as const;

export interface LoadingProps {
  size?: keyof typeof SIZES;
  /** Colour of the ring; dark grey by default. */
  color?: string;
  className?: string;
  label?: string;
}

/** The product logo inside a ring that turns once every 2 seconds. */
export function Loading({ size = 'medium', color = 'gray.700', className, label = 'Loading' }: LoadingProps) {
  const px = SIZES[size];
  return (
    <chakra.span
      className={className}
      role="status"
      aria-label={label}
      position="relative"
      display="inline-grid"
      placeItems="center"
      width={`${px}px`}
      height={`${px}px`}
      flexShrink={0}
    >
      <Box
        position="absolute"
        inset="0"
        borderRadius="full"
        borderWidth={px >= 48 ? '3px' : '2px'}
        borderColor={color}
        borderTopColor="transparent"
        animation="spin"
        animationDuration="2s"
        data-testid="loading-ring"
      />
      <LogoMark size={Math.round(px * 0.55)} />
    </chakra.span>
  );
}

/** A whole-area loading state. */
export function PageLoading({ label }: { label?: string }) {
  return (
    <Box display="grid" placeItems="center" minH="50vh">
      <Loading label={label} />
    </Box>
  );
}

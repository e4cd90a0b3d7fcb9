/** The longest wait: a hidden tab paints no frames, and a save must not wait for the director to come back. */
const AT_MOST_MS = 100;

/**
 * Resolves once the browser has painted the next frame (a task after the frame's animation
 * callbacks), or after 100 ms when no frame comes. Work that can wait a frame, such as a save's
 * request after a drop, then does not delay what the director sees.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, AT_MOST_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

import { createRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';
import { autoresizeTextarea } from '@zag-js/auto-resize';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';

// Chakra's Textarea is Ark's field textarea, which brings zag's runtime with it; this is a plain
// textarea styled by the theme's textarea recipe, with the same autoresize (zag's, which Ark uses)
const { withContext } = createRecipeContext({ key: 'textarea' });
const StyledTextarea = withContext<HTMLTextAreaElement, HTMLChakraProps<'textarea'>>('textarea');

export interface TextareaProps extends HTMLChakraProps<'textarea'> {
  /** Grows with its text up to its max height (then scrolls). */
  autoresize?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ autoresize = false, ref, ...props }: TextareaProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => textarea.current!, []);
  useEffect(() => (autoresize ? autoresizeTextarea(textarea.current) : undefined), [autoresize]);
  return <StyledTextarea ref={textarea} resize={autoresize ? 'none' : undefined} {...props} />;
}

import { LibraryPage } from '../../features/library/components/library-page';
import { useAddToProgram } from '../../features/programs/hooks/use-add-to-program';

export default function LibraryRoute() {
  return <LibraryPage addToProgram={useAddToProgram()} />;
}

import { ScreenInProgress } from '../../components/screen-in-progress';

export default function LibraryRoute() {
  return <ScreenInProgress title="Library" what="the pieces in your library, with search, filters and CSV upload" />;
}

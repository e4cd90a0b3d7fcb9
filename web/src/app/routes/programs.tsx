import { ScreenInProgress } from '../../components/screen-in-progress';

export default function ProgramsRoute() {
  return <ScreenInProgress title="Programs" what="your concert programs, to create, open, duplicate and export" />;
}

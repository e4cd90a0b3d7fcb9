import { ProgramsPage } from '../../features/programs/components/list/programs-page';

export default function ProgramsRoute() {
  return <ProgramsPage />;
}

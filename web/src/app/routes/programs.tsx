import { ProgramsPage } from '../../features/programs/components/programs-page';

export default function ProgramsRoute() {
  return <ProgramsPage />;
}

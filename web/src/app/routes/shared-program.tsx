import { useParams } from 'react-router-dom';
import { SharedProgramPage } from '../../features/programs/components/public/shared-program-page';

export default function SharedProgramRoute() {
  const { token = '' } = useParams();
  return <SharedProgramPage token={token} />;
}

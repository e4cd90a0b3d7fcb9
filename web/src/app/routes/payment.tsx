import { CHECKOUT_RETURN_PARAM } from '@app/shared/contracts/billing';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isNewUser, paths } from '../../config/paths';
import { PaymentPage } from '../../features/billing/components/payment-page';

export default function PaymentRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <PaymentPage
      newUser={isNewUser(params)}
      checkoutReturn={params.get(CHECKOUT_RETURN_PARAM)}
      onContinue={() => navigate(paths.dashboard.getHref(), { replace: true })}
    />
  );
}

import { isProfileComplete } from '@app/shared/domain/account';
import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isOpenPath, paths } from '../config/paths';
import { useMe } from '../lib/me';
import { useTermsStatus } from '../features/users/api/get-terms-status';
import { useSession } from '../lib/session';

const TermsDialog = lazy(() => import('../features/users/components/terms-dialog'));
const TermsNotice = lazy(() => import('../features/users/components/terms-notice'));

/**
 * Loaded only for signed-in users (it brings the zod contracts and the terms dialog).
 * The account flow after sign-in, once the profile is loaded: an incomplete profile goes
 * to /profile?newUser=true; a complete one without a subscription to /payment?newUser=true
 * (not on home, login, policy or payment pages); then the terms must be accepted (the blocking
 * dialog), or, when newer versions are only offered, the dismissible "Updated Terms Available" notice.
 */
export default function AccountFlow() {
  const auth = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const me = useMe(auth.isAuthenticated);
  const profile = me.data;
  const complete = profile ? isProfileComplete(profile) : false;

  useEffect(() => {
    if (!profile || isOpenPath(pathname)) return;
    if (!complete) {
      if (pathname !== paths.profile.path) navigate(paths.profile.getHref({ newUser: true }), { replace: true });
    } else if (!profile.has_subscription && pathname !== paths.payment.path) {
      navigate(paths.payment.getHref({ newUser: true }), { replace: true });
    }
  }, [profile, complete, pathname, navigate]);

  // the terms come once the profile and the subscription are in place; never over a policy page
  const askTerms = Boolean(profile && complete && profile.has_subscription && !isOpenPath(pathname));
  const terms = useTermsStatus(askTerms);

  if (!askTerms || !terms.data) return null;
  if (terms.data.needs_acceptance) {
    return (
      <Suspense fallback={null}>
        <TermsDialog mode="required" onCancel={() => navigate(paths.home.getHref())} />
      </Suspense>
    );
  }
  if (!terms.data.update_available) return null;
  // above the Program Builder's bar (BUILDER_BAR_HEIGHT: 28 units on phones, 16 from md), below dialogs
  return (
    <Box
      position="fixed"
      zIndex="docked"
      bottom={{ base: '32', md: '20' }}
      left={{ base: '3', md: 'auto' }}
      right={{ base: '3', md: '6' }}
      maxW={{ md: 'sm' }}
    >
      <Suspense fallback={null}>
        <TermsNotice status={terms.data} />
      </Suspense>
    </Box>
  );
}

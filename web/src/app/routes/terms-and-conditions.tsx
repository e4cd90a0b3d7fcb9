import { DEFAULT_POLICY_VERSION } from '@app/shared/domain/account';
import { PolicyPage } from '../../components/policy-page';

const SECTIONS = [
  {
    heading: 'The service',
    paragraphs: [
      'Podium helps music directors plan concerts: it keeps your ensembles, a library of pieces and your concert programs, suggests repertoire with an assistant, and exports programs as documents.',
      'Recommendations are suggestions. You remain responsible for choosing repertoire that suits your players, your school and your audience, and for checking durations, editions and performance rights.',
    ],
  },
  {
    heading: 'Your account',
    paragraphs: [
      'You sign in through our identity provider and must keep your sign-in details to yourself. An account belongs to one person; schools that need several directors should open one account per director.',
      'Keep your profile (name, school, state and country) accurate. We may deactivate an account that is used to break these terms or the law; we will tell you why when we do.',
    ],
  },
  {
    heading: 'Subscription',
    paragraphs: [
      'Podium is a paid subscription, billed monthly or yearly through our payment provider. You can cancel at any time; the subscription then runs to the end of the period already paid.',
    ],
  },
  {
    heading: 'Your content',
    paragraphs: [
      'Ensembles, library entries, programs, uploaded files and chat messages remain yours. You give us only the permission needed to store them and show them back to you, and to run the features you use.',
      'Upload only files and data you have the right to use. Do not upload personal information about students beyond what a concert program needs.',
    ],
  },
  {
    heading: 'Acceptable use',
    paragraphs: [
      'Do not try to reach other users’ data, disrupt the service, or use it to send unlawful or harmful material.',
    ],
  },
  {
    heading: 'Availability and liability',
    paragraphs: [
      'We work to keep Podium available and your data safe, but the service is provided as it is, and we cannot promise it will never be interrupted. Export programs you need for a concert well before the day.',
      'As far as the law allows, our liability is limited to the amount you paid for the subscription in the twelve months before the claim.',
    ],
  },
  {
    heading: 'Changes',
    paragraphs: [
      'When these terms change we publish a new version here and ask you to accept it the next time you sign in.',
    ],
  },
];

export default function TermsRoute() {
  return (
    <PolicyPage
      title="Terms and Conditions"
      version={DEFAULT_POLICY_VERSION}
      intro="These terms apply when you use Podium. By accepting them you agree to use the service as described below."
      sections={SECTIONS}
    />
  );
}

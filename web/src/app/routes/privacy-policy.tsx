import { DEFAULT_POLICY_VERSION } from '@app/shared/domain/account';
import { PolicyPage } from '../../components/policy-page';

const SECTIONS = [
  {
    heading: 'What we collect',
    paragraphs: [
      'From your sign-in: an account identifier, your email address and your name.',
      'From you: your profile (name, school, state, country and an optional profile picture), your subscription status, the dates you accepted our policies, and what you put into Podium: ensembles, library entries, uploaded CSV files, programs and chat messages.',
    ],
  },
  {
    heading: 'Why we use it',
    paragraphs: [
      'To run the service for you: show your data back to you, make repertoire recommendations, build and export programs, and manage your subscription.',
      'We do not sell your data and we do not use it for advertising.',
    ],
  },
  {
    heading: 'Students',
    paragraphs: [
      'Podium is a tool for directors, not for students. It does not need student names or other student records; please do not upload them.',
    ],
  },
  {
    heading: 'Who processes it',
    paragraphs: [
      'Your data is stored with our cloud hosting provider. Sign-in is handled by our identity provider and payments by our payment provider; each receives only what its task needs.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'We keep your data while your account exists. When you ask us to delete your account, we delete your data within 30 days, except records we must keep by law, such as invoices.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You can see and correct your profile at any time on the profile page, and ask us for a copy of your data or for its deletion by contacting support.',
    ],
  },
  {
    heading: 'Changes',
    paragraphs: [
      'When this policy changes we publish a new version here and ask you to accept it the next time you sign in.',
    ],
  },
];

export default function PrivacyRoute() {
  return (
    <PolicyPage
      title="Privacy Policy"
      version={DEFAULT_POLICY_VERSION}
      intro="This policy explains what Podium collects about you, why, and what you can do about it."
      sections={SECTIONS}
    />
  );
}

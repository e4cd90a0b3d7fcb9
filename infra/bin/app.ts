import { createPodiumApp } from '../src/app';

// `npx cdk synth|deploy -c stage=<stage> …` (settings: README.md "AWS deployment")
createPodiumApp();

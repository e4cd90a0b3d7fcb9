import { createPodiumApp } from '../src/app';

// `npx cdk synth|deploy -c stage=<stage> …` (settings: infra/README.md)
createPodiumApp();

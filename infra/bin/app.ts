import { createPodiumApp } from '../src/app';

// `npx cdk synth|deploy -c stage=<stage> …` (settings: docs/deployment-and-operations.md, "Configure and deploy a stage")
createPodiumApp();

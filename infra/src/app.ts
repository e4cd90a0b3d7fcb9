import { App, Tags, Validations, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ApiStack } from './api-stack';
import { loadStageConfig, type StageConfig } from './config';
import { DataStack } from './data-stack';
import { suppressReviewedFindings } from './nag';
import { SourceTree } from './paths';
import { WebStack } from './web-stack';

const CROSS_STACK_REFERENCES = '@aws-cdk/core:defaultCrossStackReferences';

export interface PodiumAppOptions {
  /** The CDK app; tests pass one with context (and bundling skipped). */
  app?: App;
  sources?: SourceTree;
  /** Environment for the PODIUM_* settings; defaults to process.env. */
  env?: NodeJS.ProcessEnv;
}

export interface PodiumApp {
  app: App;
  config: StageConfig;
  data: DataStack;
  api: ApiStack;
  web: WebStack;
}

/**
 * The three stacks of one stage, split by concern: data (table, buckets, queues), api (HTTP API,
 * functions, alarms) and web (SPA bucket, CloudFront). cdk-nag AwsSolutions checks run on all
 * of them; a finding that is not fixed is suppressed in nag.ts with its reason.
 */
export function createPodiumApp(options: PodiumAppOptions = {}): PodiumApp {
  const app = options.app ?? new App();
  // keep CloudFormation exports between the stacks protected while a consumer uses them
  if (app.node.tryGetContext(CROSS_STACK_REFERENCES) === undefined)
    app.node.setContext(CROSS_STACK_REFERENCES, 'strong');
  const env = options.env ?? process.env;
  const config = loadStageConfig((key) => app.node.tryGetContext(key), env);
  const sources = options.sources ?? new SourceTree();
  // env-agnostic unless the CLI knows the account (offline synth needs no credentials)
  const stackEnv: Environment = { account: env.CDK_DEFAULT_ACCOUNT, region: env.CDK_DEFAULT_REGION };
  const prefix = `Podium-${config.stage}`;

  const data = new DataStack(app, `${prefix}-Data`, {
    env: stackEnv,
    config,
    description: `Podium ${config.stage}: table, buckets, CSV import queue`,
  });
  const api = new ApiStack(app, `${prefix}-Api`, {
    env: stackEnv,
    config,
    data,
    sources,
    description: `Podium ${config.stage}: HTTP API, functions, alarms`,
  });
  const web = new WebStack(app, `${prefix}-Web`, {
    env: stackEnv,
    config,
    httpApi: api.httpApi,
    picturesBucket: data.buckets.pictures,
    uploadsBucket: data.buckets.uploads,
    sources,
    description: `Podium ${config.stage}: SPA on CloudFront with /api on the same origin`,
  });

  Tags.of(app).add('project', 'podium');
  Tags.of(app).add('stage', config.stage);
  suppressReviewedFindings({ data, api, web });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return { app, config, data, api, web };
}

import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { domains } from '@app/shared/routes';
import { createPodiumApp, type PodiumApp } from './app';
import { SourceTree } from './paths';

export interface SynthesizedPodium extends PodiumApp {
  templates: { data: Template; api: Template; web: Template };
  /** The cloud assembly directory (assets staged beside the templates). */
  assemblyDir: string;
  /** Error-level findings of the validation plugins (cdk-nag) that nobody acknowledged. */
  validationErrors: string[];
}

/**
 * Synthesizes the whole app once, without bundling (tests) and without the caller's PODIUM_*
 * environment. cdk-nag runs as part of the synth.
 */
export function synthesizePodium(context: Record<string, string> = {}, sources = new SourceTree()): SynthesizedPodium {
  // the built-in CloudFormation validation (~10 s here) still runs in `cdk synth` and `cdk deploy`
  const app = new App({
    context: { 'aws:cdk:bundling-stacks': [], ...context },
    builtinCloudFormationValidation: false,
    treeMetadata: false,
  });
  const podium = createPodiumApp({ app, sources, env: {} });
  const assembly = app.synth();
  const template = (stackName: string) => Template.fromJSON(assembly.getStackByName(stackName).template);
  const report = JSON.parse(readFileSync(join(assembly.directory, 'validation-report.json'), 'utf8')) as {
    pluginReports: {
      violations?: { ruleName: string; severity?: string; violatingConstructs?: { constructPath?: string }[] }[];
    }[];
  };
  const validationErrors = report.pluginReports.flatMap((r) =>
    (r.violations ?? [])
      .filter((v) => v.severity !== 'warning')
      .map((v) => `${v.ruleName} at ${(v.violatingConstructs ?? []).map((c) => c.constructPath).join(', ')}`),
  );
  return {
    ...podium,
    templates: {
      data: template(podium.data.stackName),
      api: template(podium.api.stackName),
      web: template(podium.web.stackName),
    },
    validationErrors,
    assemblyDir: assembly.directory,
  };
}

/** A source tree in a temp dir with a handler for every domain, the CSV worker and a web build. */
export function completeSourceTree(): SourceTree {
  const root = mkdtempSync(join(tmpdir(), 'podium-infra-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('package-lock.json', '{}\n');
  for (const domain of domains)
    write(`functions/src/${domain}/handler.ts`, 'export const handler = async () => ({ statusCode: 204 });\n');
  write('functions/src/library/csv-worker.ts', 'export const handler = async () => ({ batchItemFailures: [] });\n');
  write('web/dist/index.html', '<!doctype html><div id="root"></div>\n');
  write('web/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  write('web/dist/assets/index-abc123.js', 'console.log("app");\n');
  return new SourceTree(root);
}

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** Every IAM policy statement of the given templates, with the logical id of its policy. */
export function policyStatements(...templates: Template[]): { policy: string; roles: unknown; statement: Statement }[] {
  return templates.flatMap((template) =>
    Object.entries(
      template.findResources('AWS::IAM::Policy') as Record<
        string,
        { Properties: { Roles: unknown; PolicyDocument: { Statement: Statement[] } } }
      >,
    ).flatMap(([policy, resource]) =>
      resource.Properties.PolicyDocument.Statement.map((statement) => ({
        policy,
        roles: resource.Properties.Roles,
        statement,
      })),
    ),
  );
}

/** Statements that allow any action (`*` or `service:*`) on any resource (`*`). */
export const starOnStar = (...templates: Template[]) =>
  policyStatements(...templates).filter(({ statement }) => {
    const actions = ([] as string[]).concat(statement.Action);
    const resources = ([] as unknown[]).concat(statement.Resource);
    return (
      statement.Effect === 'Allow' && resources.includes('*') && actions.some((a) => a === '*' || a.endsWith(':*'))
    );
  });

/** The site's response headers policy (not the shared programs' noindex one), for findResources. */
export const SITE_HEADERS_POLICY = {
  Properties: { ResponseHeadersPolicyConfig: { Comment: Match.stringLikeRegexp('security headers$') } },
};

import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { SourceTree } from './paths';
import { securityHeaders, type Header } from '@app/shared/security-headers';
import { SITE_ORIGIN_PLACEHOLDER } from '@app/shared/site-origin';
import { prerenderedRoutes, spaRewriteCode } from './web-stack';
import { completeSourceTree, SITE_HEADERS_POLICY, synthesizePodium, type SynthesizedPodium } from './synth-test-app';

let podium: SynthesizedPodium;
beforeAll(() => {
  podium = synthesizePodium();
});

type Resources = Record<string, { Properties: Record<string, unknown> }>;

// ids of the AWS managed CloudFront policies
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

const distributionConfig = () => {
  const [distribution] = Object.values(
    podium.templates.web.findResources('AWS::CloudFront::Distribution') as Resources,
  );
  return distribution!.Properties.DistributionConfig as {
    CacheBehaviors: Record<string, unknown>[];
    DefaultCacheBehavior: Record<string, unknown>;
    Origins: {
      Id: string;
      DomainName: unknown;
      S3OriginConfig?: unknown;
      OriginAccessControlId?: unknown;
      CustomOriginConfig?: unknown;
    }[];
    CustomErrorResponses?: unknown;
  };
};

describe('CloudFront distribution', () => {
  it('routes /api/* to the HTTP API on the same origin: no caching, all viewer headers but Host, all methods', () => {
    const config = distributionConfig();
    // and /profile-pictures/* (picture-serving.test.ts) and /p/* (below)
    expect(config.CacheBehaviors).toHaveLength(3);
    const api = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*')!;
    expect(api).toMatchObject({
      PathPattern: '/api/*',
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ViewerProtocolPolicy: 'https-only',
      ResponseHeadersPolicyId: expect.anything(),
    });
    const origin = config.Origins.find((o) => o.Id === api.TargetOriginId)!;
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    expect(JSON.stringify(origin.DomainName)).toContain('HttpApi');
  });

  it('serves the SPA bucket through origin access control with the rewrite function, not error responses', () => {
    const config = distributionConfig();
    const s3 = config.Origins.find((o) => o.Id === config.DefaultCacheBehavior.TargetOriginId)!;
    expect(s3.OriginAccessControlId).toBeDefined();
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
    });
    const tree = new SourceTree();
    podium.templates.web.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: spaRewriteCode(tree.hasWebBuild ? prerenderedRoutes(tree.webDist) : []),
    });
    podium.templates.web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: {
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      },
    });
  });

  it('applies the security headers policy to both behaviours', () => {
    const config = distributionConfig();
    const [policyId] = Object.keys(
      podium.templates.web.findResources('AWS::CloudFront::ResponseHeadersPolicy', SITE_HEADERS_POLICY),
    );
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    expect(config.CacheBehaviors.find((b) => b.PathPattern === '/api/*')!.ResponseHeadersPolicyId).toEqual({
      Ref: policyId,
    });
  });

  it("serves a shared program's page (/p/*) as the SPA, with the same headers and X-Robots-Tag: noindex", () => {
    const config = distributionConfig();
    const page = config.CacheBehaviors.find((b) => b.PathPattern === '/p/*')!;
    expect(page).toMatchObject({
      TargetOriginId: config.DefaultCacheBehavior.TargetOriginId,
      FunctionAssociations: config.DefaultCacheBehavior.FunctionAssociations,
    });
    const policies = podium.templates.web.findResources('AWS::CloudFront::ResponseHeadersPolicy') as Resources;
    const own = policies[(page.ResponseHeadersPolicyId as { Ref: string }).Ref]!.Properties
      .ResponseHeadersPolicyConfig as { SecurityHeadersConfig: unknown; CustomHeadersConfig: { Items: unknown[] } };
    const [siteId] = Object.keys(
      podium.templates.web.findResources('AWS::CloudFront::ResponseHeadersPolicy', SITE_HEADERS_POLICY),
    );
    const site = policies[siteId!]!.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: unknown };
    expect(own.SecurityHeadersConfig).toEqual(site.SecurityHeadersConfig);
    expect(own.CustomHeadersConfig.Items).toContainEqual({
      Header: 'X-Robots-Tag',
      Value: 'noindex, nofollow',
      Override: true,
    });
  });
});

describe('security headers policy', () => {
  const headers = () => {
    const [policy] = Object.values(
      podium.templates.web.findResources('AWS::CloudFront::ResponseHeadersPolicy', SITE_HEADERS_POLICY) as Resources,
    );
    return (
      policy!.Properties.ResponseHeadersPolicyConfig as {
        SecurityHeadersConfig: Record<string, Record<string, unknown>>;
      }
    ).SecurityHeadersConfig;
  };

  it('sends HSTS, nosniff, frame SAMEORIGIN and a referrer policy', () => {
    expect(headers()).toMatchObject({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'SAMEORIGIN', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    });
  });

  it('has a strict CSP naming the issuer origin for connections and only the site for images (pictures are served under /profile-pictures/*)', () => {
    const csp = JSON.stringify(headers().ContentSecurityPolicy!.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self' https://example.auth0.com");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("img-src 'self' data: blob:;");
  });
});

describe('security headers: one definition for CloudFront and the local server', () => {
  interface PolicyConfig {
    SecurityHeadersConfig: {
      ContentSecurityPolicy: { ContentSecurityPolicy: unknown; Override: boolean };
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: number;
        IncludeSubdomains?: boolean;
        Preload?: boolean;
        Override: boolean;
      };
      ContentTypeOptions: { Override: boolean };
      FrameOptions: { FrameOption: string; Override: boolean };
      ReferrerPolicy: { ReferrerPolicy: string; Override: boolean };
    };
    CustomHeadersConfig?: { Items: { Header: string; Value: string; Override: boolean }[] };
  }
  const TOKEN = '${Token}';
  /** A template value as text: joins are joined, any other intrinsic (the bucket's domain name) is TOKEN. */
  const text = (value: unknown): string => {
    if (typeof value === 'string') return value;
    const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
    return join ? join[1].map(text).join(join[0]) : TOKEN;
  };
  /** What CloudFront sends for a response headers policy (its documented header values). */
  const cloudFrontHeaders = ({ SecurityHeadersConfig: h, CustomHeadersConfig }: PolicyConfig): Header[] => [
    { name: 'Content-Security-Policy', value: text(h.ContentSecurityPolicy.ContentSecurityPolicy) },
    {
      name: 'Strict-Transport-Security',
      value: `max-age=${h.StrictTransportSecurity.AccessControlMaxAgeSec}${h.StrictTransportSecurity.IncludeSubdomains ? '; includeSubDomains' : ''}${h.StrictTransportSecurity.Preload ? '; preload' : ''}`,
    },
    { name: 'X-Content-Type-Options', value: 'nosniff' },
    { name: 'X-Frame-Options', value: h.FrameOptions.FrameOption },
    { name: 'Referrer-Policy', value: h.ReferrerPolicy.ReferrerPolicy },
    ...(CustomHeadersConfig?.Items ?? []).map((item) => ({ name: item.Header, value: item.Value })),
  ];

  it('CloudFront sends exactly the headers of @app/shared/security-headers (HSTS on), each overriding the origin', () => {
    const [policy] = Object.values(
      podium.templates.web.findResources('AWS::CloudFront::ResponseHeadersPolicy', SITE_HEADERS_POLICY) as Resources,
    );
    const config = policy!.Properties.ResponseHeadersPolicyConfig as PolicyConfig;
    expect(cloudFrontHeaders(config)).toEqual(
      // the uploads bucket's regional domain is a token of the data stack
      securityHeaders({ connect: ['https://example.auth0.com'], uploads: [`https://${TOKEN}`], hsts: true }),
    );
    const overrides = [
      ...Object.values(config.SecurityHeadersConfig),
      ...(config.CustomHeadersConfig?.Items ?? []),
    ].map((h) => h.Override);
    expect(overrides).toEqual(overrides.map(() => true));
  });
});

describe('SPA rewrite function', () => {
  // CloudFront Functions are plain JavaScript; evaluate the same source here
  const rewrite = new Function(`${spaRewriteCode(['/blog', '/blog/pacing-a-concert'])}; return handler;`)() as (event: {
    request: { uri: string };
  }) => { uri: string };
  it.each([
    ['/', '/index.html'],
    ['/programs/12', '/index.html'],
    ['/library', '/index.html'],
    ['/assets/index-abc123.js', '/assets/index-abc123.js'],
    ['/config.json', '/config.json'],
    ['/favicon.svg', '/favicon.svg'],
    ['/blog', '/blog/index.html'],
    ['/blog/', '/blog/index.html'],
    ['/blog/pacing-a-concert', '/blog/pacing-a-concert/index.html'],
    ['/blog/no-such-article', '/index.html'],
    ['/constructor', '/index.html'],
  ])('%s → %s', (uri, expected) => {
    expect(rewrite({ request: { uri } }).uri).toBe(expected);
  });

  it('refuses at synth a list of pages over the 10 KB CloudFront allows', () => {
    const many = Array.from({ length: 400 }, (_, i) => `/blog/an-article-with-a-long-title-number-${i}`);
    expect(() => spaRewriteCode(many)).toThrow(/10 KB/);
  });
});

describe('prerendered blog pages (link previews)', () => {
  /** The complete fixture tree with a build whose pages name the placeholder origin, as Vite writes them. */
  function treeWithBlog() {
    const tree = completeSourceTree();
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(tree.webDist, path)), { recursive: true });
      writeFileSync(join(tree.webDist, path), text);
    };
    const page = (path: string) =>
      `<!doctype html><meta property="og:url" content="${SITE_ORIGIN_PLACEHOLDER}${path}" /><div id="root"></div>\n`;
    write('index.html', page('/'));
    write('blog/index.html', page('/blog'));
    write('blog/pacing-a-concert/index.html', page('/blog/pacing-a-concert'));
    return tree;
  }

  /** The HTML files staged for the deployments (object key and text), whichever asset holds them. */
  const stagedPages = (assemblyDir: string) => {
    const pages: [string, string][] = [];
    const walk = (dir: string, prefix: string) => {
      for (const item of readdirSync(dir, { withFileTypes: true })) {
        if (item.isDirectory()) walk(join(dir, item.name), `${prefix}${item.name}/`);
        else if (item.name.endsWith('.html'))
          pages.push([`${prefix}${item.name}`, readFileSync(join(dir, item.name), 'utf8')]);
      }
    };
    for (const entry of readdirSync(assemblyDir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name.startsWith('asset.')) walk(join(assemblyDir, entry.name), '');
    }
    return pages;
  };

  it('rewrites the prerendered paths to their pages and deploys every page with the distribution domain in place of the placeholder', () => {
    const synth = synthesizePodium({}, treeWithBlog());
    const fn = Object.values(synth.templates.web.findResources('AWS::CloudFront::Function') as Resources)[0]!;
    expect(fn.Properties.FunctionCode).toBe(spaRewriteCode(['/blog', '/blog/pacing-a-concert']));

    // each page once (the build's own copies, with the placeholder, are left out of the asset)
    const pages = new Map(stagedPages(synth.assemblyDir));
    expect(
      stagedPages(synth.assemblyDir)
        .map(([key]) => key)
        .sort(),
    ).toEqual(['blog/index.html', 'blog/pacing-a-concert/index.html', 'index.html']);
    for (const html of pages.values()) expect(html).not.toContain(SITE_ORIGIN_PLACEHOLDER);
    // the domain is known at deploy: the staged file holds a marker the deployment resolves to it
    const site = Object.values(synth.templates.web.findResources('Custom::CDKBucketDeployment') as Resources).find(
      (d) => (d.Properties.SystemMetadata as Record<string, string>)['cache-control'] === 'no-cache',
    )!;
    const markers = JSON.stringify(site.Properties.SourceMarkers);
    expect(markers).toMatch(/Distribution[A-Za-z0-9]*","DomainName"/);
    expect(pages.get('blog/pacing-a-concert/index.html')).toMatch(
      /content="https:\/\/<<marker:0xbaba:\d+>>\/blog\/pacing-a-concert"/,
    );
  });

  it('names the custom domain when the stage has one', () => {
    const context = {
      domainName: 'podium.example.org',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123',
    };
    const pages = new Map(stagedPages(synthesizePodium(context, treeWithBlog()).assemblyDir));
    expect(pages.get('blog/index.html')).toContain('content="https://podium.example.org/blog"');
    expect(pages.get('index.html')).toContain('content="https://podium.example.org/"');
  });
});

/** The config.json files staged for the deployments of a synthesized app. */
const deployedConfigs = (assemblyDir: string) =>
  readdirSync(assemblyDir)
    .filter((entry) => entry.startsWith('asset.') && existsSync(join(assemblyDir, entry, 'config.json')))
    .map((entry) => JSON.parse(readFileSync(join(assemblyDir, entry, 'config.json'), 'utf8')) as unknown);

/** The CSP of the web stack's response headers policy, intrinsics (the pictures bucket) as text. */
const cspOf = (synth: SynthesizedPodium) => {
  const [policy] = Object.values(
    synth.templates.web.findResources('AWS::CloudFront::ResponseHeadersPolicy', SITE_HEADERS_POLICY) as Resources,
  );
  const config = policy!.Properties.ResponseHeadersPolicyConfig as {
    SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown } };
  };
  return JSON.stringify(config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
};
/** The connect-src origins, the uploads bucket's (a token of the data stack, written `https://` then the token) left out. */
const connectSrc = (csp: string) => /connect-src ([^;]*?)(?: https:\/\/",\{[^}]*\}+,")?;/.exec(csp)?.[1]?.split(' ');

describe('site deployment', () => {
  it('writes config.json with the stage OIDC settings and never caches it', () => {
    expect(deployedConfigs(podium.assemblyDir)).toEqual([
      {
        authority: 'https://example.auth0.com/',
        client_id: 'podium-web',
        audience: 'https://api.podium.example',
        scope: 'openid profile email offline_access',
      },
    ]);
    const deployments = Object.values(podium.templates.web.findResources('Custom::CDKBucketDeployment') as Resources);
    const site = deployments.find(
      (d) => (d.Properties.SystemMetadata as Record<string, string>)['cache-control'] === 'no-cache',
    );
    expect(site?.Properties.Prune).toBe(false);
    expect(site?.Properties.DistributionPaths).toBeDefined();
  });

  it('a Cognito stage: no audience in config.json (its tokens carry none), the hosted-UI domain allowed beside the issuer', () => {
    const issuer = 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbCdEf123';
    const hostedUi = 'https://podium-staging.auth.eu-west-1.amazoncognito.com';
    const synth = synthesizePodium({
      oidcIssuer: issuer,
      oidcClientId: '57cbishk4j24pabc1234567890',
      oidcAcceptedClientIds: '57cbishk4j24pabc1234567890',
      oidcExtraOrigins: hostedUi,
      oidcScope: 'openid profile email podium/api',
    });
    expect(deployedConfigs(synth.assemblyDir)).toEqual([
      { authority: issuer, client_id: '57cbishk4j24pabc1234567890', scope: 'openid profile email podium/api' },
    ]);
    expect(connectSrc(cspOf(synth))).toEqual(["'self'", 'https://cognito-idp.eu-west-1.amazonaws.com', hostedUi]);
  });

  it('a stage whose sign-in authority is not the issuer (Entra v1 tokens): config.json names the authority, the first audience, resource and extra parameters; the CSP the authority', () => {
    const authority = 'https://login.microsoftonline.com/72f988bf-86f1-41af-91ab-2d7cd011db47/v2.0';
    const synth = synthesizePodium({
      oidcIssuer: 'https://sts.windows.net/72f988bf-86f1-41af-91ab-2d7cd011db47/',
      oidcAuthority: authority,
      oidcClientId: '6e74172b-be56-4843-9ff4-e66a39bb12e3',
      oidcAudience: 'api://6e74172b-be56-4843-9ff4-e66a39bb12e3, 6e74172b-be56-4843-9ff4-e66a39bb12e3',
      oidcResource: 'api://6e74172b-be56-4843-9ff4-e66a39bb12e3',
      oidcExtraQueryParams: 'prompt=select_account&domain_hint=school.example.org',
    });
    expect(deployedConfigs(synth.assemblyDir)).toEqual([
      {
        authority,
        client_id: '6e74172b-be56-4843-9ff4-e66a39bb12e3',
        audience: 'api://6e74172b-be56-4843-9ff4-e66a39bb12e3',
        scope: 'openid profile email offline_access',
        resource: 'api://6e74172b-be56-4843-9ff4-e66a39bb12e3',
        extra_query_params: { prompt: 'select_account', domain_hint: 'school.example.org' },
      },
    ]);
    // the browser never calls the v1 issuer's host
    expect(connectSrc(cspOf(synth))).toEqual(["'self'", 'https://login.microsoftonline.com']);
  });
});

describe('site bucket and web build', () => {
  it('keeps the SPA bucket private and TLS-only (CloudFront reads it through OAC)', () => {
    const [[id, bucket]] = Object.entries(podium.templates.web.findResources('AWS::S3::Bucket') as Resources) as [
      [string, Resources[string]],
    ];
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    podium.templates.web.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: id },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
          }),
        ]),
      },
    });
  });

  it('deploys the Vite build when web/dist exists, and only config.json with a warning otherwise', () => {
    const deployments = podium.templates.web.findResources('Custom::CDKBucketDeployment');
    const warnings = Annotations.fromStack(podium.web).findWarning('*', Match.stringLikeRegexp('npm run build:web'));
    if (new SourceTree().hasWebBuild) {
      expect(Object.keys(deployments).length).toBeGreaterThanOrEqual(2);
      expect(warnings).toHaveLength(0);
    } else {
      expect(Object.keys(deployments)).toHaveLength(1);
      expect(warnings).toHaveLength(1);
    }
  });
});

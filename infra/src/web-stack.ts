import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Annotations, CfnOutput, Duration, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  Function as CloudFrontFunction,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  PriceClass,
  ResponseHeadersPolicy,
  type ResponseHeadersPolicyProps,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { PROFILE_PICTURES_PATH } from '@app/shared/domain/account';
import {
  contentSecurityPolicy,
  NOINDEX_PAGES,
  SECURITY_POLICY,
  type CspSources,
  type Header,
} from '@app/shared/security-headers';
import { withSiteOrigin } from '@app/shared/site-origin';
import { identityOrigins, isProductionStage, spaConfig, type StageConfig } from './config';
import type { SourceTree } from './paths';

export interface WebStackProps extends StackProps {
  config: StageConfig;
  httpApi: IHttpApi;
  picturesBucket: IBucket;
  /** The browser posts CSV files straight to it: its origin is in the CSP's connect-src. */
  uploadsBucket: IBucket;
  sources: SourceTree;
}

/** CloudFront's enum value for a value of the shared policy (fails the synth if CloudFront has none). */
function cloudFrontValue<T extends string>(values: Record<string, T>, value: string, what: string): T {
  const found = Object.values(values).find((v) => v === value);
  if (!found) throw new Error(`CloudFront has no ${what} ${value}`);
  return found;
}

/**
 * CloudFront's form of the site's security headers (`@app/shared/security-headers`, the one
 * definition the local server also sends): CSP with the given origins, HSTS, nosniff, frame
 * options, referrer policy and the custom headers, each overriding what the origin sent.
 */
export function securityHeadersBehaviour(
  sources: CspSources,
  /** Headers of these pages beside the site's (the shared programs' noindex). */
  extra: readonly Header[] = [],
): Pick<ResponseHeadersPolicyProps, 'securityHeadersBehavior' | 'customHeadersBehavior'> {
  return {
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(sources), override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(SECURITY_POLICY.hsts.maxAgeSeconds),
        includeSubdomains: SECURITY_POLICY.hsts.includeSubdomains,
        override: true,
      },
      // CloudFront's only value is nosniff
      contentTypeOptions: { override: true },
      frameOptions: {
        frameOption: cloudFrontValue(HeadersFrameOption, SECURITY_POLICY.frameOptions, 'frame option'),
        override: true,
      },
      referrerPolicy: {
        referrerPolicy: cloudFrontValue(HeadersReferrerPolicy, SECURITY_POLICY.referrerPolicy, 'referrer policy'),
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: [...SECURITY_POLICY.custom, ...extra].map(({ name, value }) => ({
        header: name,
        value,
        override: true,
      })),
    },
  };
}

/** CloudFront Functions take at most 10 KB of code. */
const MAX_FUNCTION_CODE_BYTES = 10_240;

/**
 * Viewer-request function of the SPA behaviour: paths without a file extension are client-side
 * routes and get index.html, except the pages the build prerendered (the blog's, for link
 * previews), which get their own `<path>/index.html`. The local server follows the same rule
 * (scripts/src/local/web.ts). It runs on the default behaviour only, so /api answers (404s
 * included) reach the browser unchanged.
 */
export function spaRewriteCode(prerendered: readonly string[]): string {
  const code = `var PRERENDERED = ${JSON.stringify(prerendered)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    var route = uri.replace(/\\/+$/, '');
    request.uri = PRERENDERED.indexOf(route) === -1 ? '/index.html' : route + '/index.html';
  }
  return request;
}`;
  if (Buffer.byteLength(code) > MAX_FUNCTION_CODE_BYTES) {
    throw new Error(
      `The SPA rewrite function lists ${prerendered.length} prerendered pages: over CloudFront's 10 KB of code. Match them by prefix instead.`,
    );
  }
  return code;
}

/** Every HTML page of a build, relative to it with forward slashes (`index.html`, `blog/x/index.html`). */
export function htmlPages(webDist: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) pages.push(relative(webDist, path).split(sep).join('/'));
    }
  };
  if (existsSync(webDist)) walk(webDist);
  return pages.sort();
}

/** The routes with a page of their own (`blog/x/index.html` → `/blog/x`); index.html itself is the app. */
export const prerenderedRoutes = (webDist: string): string[] =>
  htmlPages(webDist)
    .filter((page) => page.endsWith('/index.html'))
    .map((page) => `/${page.slice(0, -'/index.html'.length)}`);

/**
 * The SPA bucket behind CloudFront (origin access control), the HTTP API on the same origin
 * under /api/* and the profile pictures under /profile-pictures/*, with strict security headers;
 * config.json carries the stage's OIDC settings so one Vite build serves every stage.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  readonly responseHeadersPolicy: ResponseHeadersPolicy;
  readonly hasCustomCertificate: boolean;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config, sources } = props;
    const production = isProductionStage(config.stage);

    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !production,
    });

    const csp: CspSources = {
      connect: identityOrigins(config),
      uploads: [`https://${props.uploadsBucket.bucketRegionalDomainName}`],
    };
    this.responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `Podium ${config.stage} security headers`,
      ...securityHeadersBehaviour(csp),
    });
    const noindexHeadersPolicy = new ResponseHeadersPolicy(this, 'NoindexPageHeaders', {
      comment: `Podium ${config.stage} security headers, not to be indexed (shared programs)`,
      ...securityHeadersBehaviour(csp, [NOINDEX_PAGES.header]),
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(spaRewriteCode(sources.hasWebBuild ? prerenderedRoutes(sources.webDist) : [])),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Client-side routes get index.html, prerendered pages their own',
    });

    // https://<id>.execute-api.<region>.amazonaws.com → the host name
    const apiHost = Fn.select(2, Fn.split('/', props.httpApi.apiEndpoint));
    const certificate = config.certificateArn
      ? Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn)
      : undefined;
    this.hasCustomCertificate = Boolean(certificate);

    const site = S3BucketOrigin.withOriginAccessControl(this.siteBucket);
    const siteBehaviour = (responseHeadersPolicy: ResponseHeadersPolicy) => ({
      origin: site,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy,
      functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      compress: true,
    });
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Podium ${config.stage}`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      // the default *.cloudfront.net certificate has a fixed policy; a custom one gets TLS 1.2+
      ...(certificate && config.domainName
        ? {
            certificate,
            domainNames: [config.domainName],
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: siteBehaviour(this.responseHeadersPolicy),
      additionalBehaviors: {
        // a shared program's page: the SPA, sent with X-Robots-Tag: noindex
        [`${NOINDEX_PAGES.pathPrefix}*`]: siteBehaviour(noindexHeadersPolicy),
        '/api/*': {
          origin: new HttpOrigin(apiHost, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          // a redirect would turn POSTs into GETs: API calls must come over HTTPS
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.responseHeadersPolicy,
          compress: true,
        },
        // profile pictures: S3 cannot send nosniff, so the browser loads them here, with the site's
        // headers. The URL is S3's presigned one on this origin: no origin access control (S3 checks
        // the signature, made for the bucket's host, which CloudFront sends), the query passed on.
        [`${PROFILE_PICTURES_PATH}*`]: {
          origin: new HttpOrigin(props.picturesBucket.bucketRegionalDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: new OriginRequestPolicy(this, 'SignedPictureRequest', {
            comment: `Podium ${config.stage}: the signed query of a picture URL, nothing else`,
            queryStringBehavior: OriginRequestQueryStringBehavior.all(),
            headerBehavior: OriginRequestHeaderBehavior.none(),
            cookieBehavior: OriginRequestCookieBehavior.none(),
          }),
          responseHeadersPolicy: this.responseHeadersPolicy,
        },
      },
    });

    new CfnOutput(this, 'SiteUrl', {
      value: `https://${config.domainName ?? this.distribution.distributionDomainName}`,
    });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.distribution.distributionDomainName,
      description: 'Point the custom domain (CNAME or Route 53 alias) here',
    });

    // the sign-in authority (not the issuer when they differ), audience etc. only when set
    const configFile = Source.jsonData('config.json', spaConfig(config));
    const deploymentDefaults = { destinationBucket: this.siteBucket, prune: false, memoryLimit: 512 };
    if (sources.hasWebBuild) {
      const assetsDir = join(sources.webDist, 'assets');
      // content-hashed files never change: cache them for a year; old ones stay for open tabs
      const hashed = sources.exists(assetsDir)
        ? new BucketDeployment(this, 'DeployHashedAssets', {
            ...deploymentDefaults,
            sources: [Source.asset(assetsDir)],
            destinationKeyPrefix: 'assets/',
            cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
          })
        : undefined;
      // the pages name the site's origin in their link previews (absolute og:url, og:image)
      const siteOrigin = `https://${config.domainName ?? this.distribution.distributionDomainName}`;
      const pages = htmlPages(sources.webDist).map((page) =>
        Source.data(page, withSiteOrigin(readFileSync(join(sources.webDist, page), 'utf8'), siteOrigin)),
      );
      const shell = new BucketDeployment(this, 'DeploySite', {
        ...deploymentDefaults,
        sources: [Source.asset(sources.webDist, { exclude: ['assets', 'assets/**', '*.html'] }), ...pages, configFile],
        cacheControl: [CacheControl.noCache()],
        distribution: this.distribution,
        distributionPaths: ['/*'],
      });
      if (hashed) shell.node.addDependency(hashed);
    } else {
      new BucketDeployment(this, 'DeploySite', {
        ...deploymentDefaults,
        sources: [configFile],
        cacheControl: [CacheControl.noCache()],
        distribution: this.distribution,
        distributionPaths: ['/config.json'],
      });
      Annotations.of(this).addWarningV2(
        'podium:missing-web-build',
        `No ${join(sources.webDist, 'index.html')}: only config.json is deployed. Run \`npm run build:web\` before \`cdk deploy\`.`,
      );
    }
  }
}

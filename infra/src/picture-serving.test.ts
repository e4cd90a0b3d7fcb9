import { beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_PICTURES_PATH } from '@app/shared/domain/account';
import { synthesizePodium, type SynthesizedPodium } from './synth-test-app';

let podium: SynthesizedPodium;
beforeAll(() => {
  podium = synthesizePodium();
});

type Resources = Record<string, { Properties: Record<string, unknown> }>;

// id of the AWS managed CloudFront policy
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';

interface Behaviour {
  PathPattern: string;
  TargetOriginId: string;
  OriginRequestPolicyId: unknown;
  ResponseHeadersPolicyId: unknown;
}

function picturesBehaviour() {
  const [distribution] = Object.values(
    podium.templates.web.findResources('AWS::CloudFront::Distribution') as Resources,
  );
  const config = distribution!.Properties.DistributionConfig as {
    CacheBehaviors: Behaviour[];
    Origins: {
      Id: string;
      DomainName: unknown;
      OriginAccessControlId?: unknown;
      S3OriginConfig?: unknown;
      CustomOriginConfig?: Record<string, unknown>;
    }[];
  };
  const behaviour = config.CacheBehaviors.find((b) => b.PathPattern === `${PROFILE_PICTURES_PATH}*`);
  return { behaviour: behaviour!, origin: config.Origins.find((o) => o.Id === behaviour?.TargetOriginId) };
}

describe('profile pictures on CloudFront', () => {
  it('serve the key prefix of the functions from the pictures bucket, reads only, never cached', () => {
    const { behaviour, origin } = picturesBehaviour();
    expect(behaviour).toMatchObject({
      PathPattern: '/profile-pictures/*',
      AllowedMethods: ['GET', 'HEAD'],
      CachePolicyId: CACHING_DISABLED,
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    expect(JSON.stringify(origin!.DomainName)).toMatch(/PicturesBucket.*RegionalDomainName/);
    expect(origin!.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
  });

  it('pass the presigned query on and the bucket host S3 signed for: no viewer headers, no origin access control', () => {
    const { behaviour, origin } = picturesBehaviour();
    // OAC would sign the request again, and S3 refuses a request signed twice
    expect(origin!.OriginAccessControlId).toBeUndefined();
    const policies = podium.templates.web.findResources('AWS::CloudFront::OriginRequestPolicy') as Resources;
    const policyId = (behaviour.OriginRequestPolicyId as { Ref: string }).Ref;
    expect(policies[policyId]!.Properties.OriginRequestPolicyConfig).toMatchObject({
      QueryStringsConfig: { QueryStringBehavior: 'all' },
      HeadersConfig: { HeaderBehavior: 'none' },
      CookiesConfig: { CookieBehavior: 'none' },
    });
  });

  it('add the site security headers, nosniff among them (S3 cannot send it)', () => {
    const { behaviour } = picturesBehaviour();
    const policies = podium.templates.web.findResources('AWS::CloudFront::ResponseHeadersPolicy') as Resources;
    const policy = policies[(behaviour.ResponseHeadersPolicyId as { Ref: string }).Ref]!;
    const headers = (
      policy.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, unknown> }
    ).SecurityHeadersConfig;
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.ContentSecurityPolicy).toMatchObject({ Override: true });
  });

  it('pass cdk-nag', () => {
    expect(podium.validationErrors).toEqual([]);
  });
});

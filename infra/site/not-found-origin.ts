/**
 * The site's not-found page for a file the bucket does not have (a missing hashed
 * asset, an image that never existed): the bucket's origin falls back, on 404 only,
 * to a tiny Lambda (function URL behind Origin Access Control) that answers the
 * build's own 404.html with status 404.
 *
 * Why not the alternatives (decision 030): a custom error response is
 * distribution-wide and would rewrite the API's own JSON 4xx answers; a list of the
 * build's files in the routing function cannot know the previous releases' assets,
 * which stay in the bucket so a page opened before a release keeps loading its
 * chunks (decision 032). The fallback runs only when S3 has nothing to serve.
 */
import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ownLogGroupAndRole } from '../function-role';
import { cacheControlFor } from './cache-policy';
import { stackScopedName } from './names';

/**
 * At most this many copies run at once: scanners ask for thousands of unique missing paths,
 * and the fallback must never take the concurrency the form functions need. Each answer
 * takes milliseconds, so two serve hundreds a second; beyond, CloudFront answers an error.
 */
export const NOT_FOUND_CONCURRENCY = 2;

/** The status codes of the bucket that make CloudFront ask the fallback instead. */
const FALLBACK_STATUS_CODES = [404];

/**
 * The fallback function's code: 404.html read once per container, answered with
 * 404 and the not-found page's own cache rule (the local server sends the same).
 */
function notFoundHandlerSource(notFoundFile: string): string {
  return `import { readFileSync } from 'node:fs';
const body = readFileSync(new URL('./page.html', import.meta.url), 'utf8');
export const handler = async () => ({
  statusCode: 404,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': ${JSON.stringify(cacheControlFor(notFoundFile))},
  },
  body,
});
`;
}

/** A directory with the fallback function and the build's not-found page, for the Lambda asset. */
export function notFoundBundle(siteDir: string, notFoundFile: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ayni-not-found-'));
  writeFileSync(join(dir, 'index.mjs'), notFoundHandlerSource(notFoundFile));
  copyFileSync(join(siteDir, notFoundFile), join(dir, 'page.html'));
  return dir;
}

export interface NotFoundOriginProps {
  readonly siteDir: string;
  readonly notFoundFile: string;
  /** The bucket's origin, tried first. */
  readonly bucketOrigin: cloudfront.IOrigin;
}

export class NotFoundOrigin extends Construct {
  /** The bucket's origin with the not-found page as its fallback. */
  readonly origin: cloudfront.IOrigin;
  readonly function: lambda.Function;

  constructor(scope: Construct, id: string, props: NotFoundOriginProps) {
    super(scope, id);

    const { logGroup, role } = ownLogGroupAndRole(
      this,
      'Página no encontrada del sitio: solo escribe en su propio grupo de logs',
    );
    this.function = new lambda.Function(this, 'Function', {
      description: 'Página no encontrada (404) para un archivo que el bucket no tiene',
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      handler: 'index.handler',
      code: lambda.Code.fromAsset(notFoundBundle(props.siteDir, props.notFoundFile)),
      memorySize: 128,
      timeout: Duration.seconds(3),
      reservedConcurrentExecutions: NOT_FOUND_CONCURRENCY,
      role,
      logGroup,
    });
    const url = this.function.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.AWS_IAM });
    const fallback = origins.FunctionUrlOrigin.withOriginAccessControl(url, {
      originAccessControl: new cloudfront.FunctionUrlOriginAccessControl(this, 'Access', {
        originAccessControlName: stackScopedName(this, 'NotFoundPage'),
        description: 'CloudFront invoca la pagina no encontrada (firma SigV4)',
      }),
    });
    this.origin = new origins.OriginGroup({
      primaryOrigin: props.bucketOrigin,
      fallbackOrigin: fallback,
      fallbackStatusCodes: FALLBACK_STATUS_CODES,
    });
  }
}

/**
 * The origin-response function of the API's behaviour (`/website/*`): a refusal of a form the
 * browser posted by itself — API Gateway's 429 first — leaves CloudFront as the 303 to the form's
 * "not sent" panel (lambdas/native-refusal.ts, decision 130). Lambda@Edge, not a CloudFront
 * Function: CloudFront invokes no viewer-response function when the origin answers 400 or more,
 * and an origin-response function for every answer ("Restrictions on all edge functions").
 *
 * What Lambda@Edge asks for: a published version in us-east-1, x86_64, no environment variables,
 * a role Lambda@Edge (edgelambda.amazonaws.com) may assume, and logs written in the region of the
 * edge that ran it, to `/aws/lambda/us-east-1.{name}`. Its replicas outlive the association for a
 * few hours, so CloudFormation could not delete the function with the stack: it is retained, and
 * `docs/deployment.md` (Destroy) says when it may be deleted by hand.
 */
import { Duration, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { fileURLToPath } from 'node:url';

export class NativeRefusals extends Construct {
  /** The association for the API's behaviour. */
  readonly edgeLambda: cloudfront.EdgeLambda;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const stack = Stack.of(this);
    // Lambda's 64 characters, with room for the stack's name.
    const functionName = `${stack.stackName.slice(0, 40)}-native-refusals`;
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.CompositePrincipal(
        new iam.ServicePrincipal('lambda.amazonaws.com'),
        new iam.ServicePrincipal('edgelambda.amazonaws.com'),
      ),
      description: 'Lambda@Edge: rechazos de formularios sin scripts como su panel "no enviado"',
    });
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents'],
        // Every region an edge may run it in: its log group there, and nothing else.
        resources: [
          `arn:${stack.partition}:logs:*:${stack.account}:log-group:/aws/lambda/us-east-1.${functionName}:*`,
        ],
      }),
    );
    // cdk-nag writes a token as its pseudo parameter, a value known at synth as it is.
    const named = (value: string, placeholder: string) =>
      Token.isUnresolved(value) ? placeholder : value;
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:${named(stack.partition, '<AWS::Partition>')}:logs:*:${named(stack.account, '<AWS::AccountId>')}:log-group:/aws/lambda/us-east-1.${functionName}:*]`,
      reason:
        'Lambda@Edge writes its logs in the region of the edge that ran it: the region is the one wildcard, the log group is this function’s alone.',
    });
    const fn = new nodejs.NodejsFunction(this, 'Function', {
      functionName,
      role,
      entry: fileURLToPath(new URL('../../lambdas/native-refusal.ts', import.meta.url)),
      handler: 'handler',
      // Lambda@Edge takes x86_64 alone, and Node.js 22 is the newest it lists.
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.X86_64,
      memorySize: 128,
      timeout: Duration.seconds(5),
      bundling: { minify: true, target: 'node22', format: nodejs.OutputFormat.CJS },
    });
    fn.applyRemovalPolicy(RemovalPolicy.RETAIN);
    Validations.of(fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Lambda@Edge takes only the runtimes its own documentation lists, Node.js 22 the newest of them when this was written; move to a newer one when it is listed.',
    });
    this.edgeLambda = {
      functionVersion: fn.currentVersion,
      eventType: cloudfront.LambdaEdgeEventType.ORIGIN_RESPONSE,
    };
  }
}

/** The CDK app (`cdk synth`, `cdk deploy`): everything it builds lives in infra/. */
import { App } from 'aws-cdk-lib';
import { buildPipelineRoleApp, buildWebsiteApp } from '../infra/build-app';
import { ConfigError } from '../infra/config';

const app = new App();
try {
  // npm run pipeline-role: the pipeline's role alone; otherwise the website.
  if (!buildPipelineRoleApp(app)) buildWebsiteApp(app);
} catch (error) {
  // A configuration mistake is the operator's to fix: say what, without a stack trace.
  if (
    error instanceof ConfigError ||
    (error instanceof Error && error.name === 'SiteBuildMissing')
  ) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
app.synth();

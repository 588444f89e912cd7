/** The CDK app (`cdk synth`, `cdk deploy`): everything it builds lives in infra/. */
import { App } from 'aws-cdk-lib';
import { buildAccountApp, buildWebsiteApp } from '../infra/build-app';
import { ConfigError } from '../infra/config';

const app = new App();
try {
  // npm run account-setup: the account setup alone; otherwise the website.
  if (!buildAccountApp(app)) buildWebsiteApp(app);
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

/**
 * The account's monthly AWS Budget, with e-mails to the operator (decisions 096, 151): at 80 % of
 * the amount spent, and when AWS forecasts the month will pass it. It has no cost filter, so it
 * sees the whole account — both stages and anything else there — and only production's stack
 * creates it. Nothing in the stack can run
 * up a bill by itself (the mail goes out at a bounded pace, each client is limited), but a
 * flood of visits, a forgotten experiment in the same account or a price change should reach a
 * person before the invoice does. The amount is `monthlyBudgetUsd` (infra/config.ts).
 */
import { Stack } from 'aws-cdk-lib';
import * as budgets from 'aws-cdk-lib/aws-budgets';
import { Construct } from 'constructs';

/** When the operator hears: a share of the amount already spent, and the month's forecast. */
const BUDGET_ALERTS = [
  { notificationType: 'ACTUAL', threshold: 80 },
  { notificationType: 'FORECASTED', threshold: 100 },
] as const;

export interface MonthlyBudgetProps {
  /** Who hears (alarmEmail): AWS Budgets mails it directly, no confirmation needed. */
  readonly email: string;
  readonly limitUsd: number;
}

export class MonthlyBudget extends Construct {
  readonly budget: budgets.CfnBudget;

  constructor(scope: Construct, id: string, props: MonthlyBudgetProps) {
    super(scope, id);
    this.budget = new budgets.CfnBudget(this, 'Budget', {
      budget: {
        // Named after the stack, as it always was: renaming would replace it.
        budgetName: `${Stack.of(this).stackName}-mensual`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: props.limitUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: BUDGET_ALERTS.map(({ notificationType, threshold }) => ({
        notification: {
          notificationType,
          comparisonOperator: 'GREATER_THAN',
          threshold,
          thresholdType: 'PERCENTAGE',
        },
        subscribers: [{ subscriptionType: 'EMAIL', address: props.email }],
      })),
    });
  }
}

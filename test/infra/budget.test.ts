/**
 * The operator hears about money before the invoice does (decision 096): a monthly AWS Budget,
 * named after the stack, mailing alarmEmail at 80 % of the amount spent and when the month's
 * forecast passes it.
 */
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MONTHLY_BUDGET_USD } from '../../infra/config';
import { STACK_NAME, only } from './fixture';

vi.setConfig({ testTimeout: 120_000 });

describe('the monthly budget', () => {
  it('mails the operator at 80 % spent and at a forecast over the amount', () => {
    const { Budget: budget, NotificationsWithSubscribers: alerts } =
      only('AWS::Budgets::Budget')[1].Properties;
    expect(budget).toEqual({
      BudgetName: `${STACK_NAME}-mensual`,
      BudgetType: 'COST',
      TimeUnit: 'MONTHLY',
      BudgetLimit: { Amount: DEFAULT_MONTHLY_BUDGET_USD, Unit: 'USD' },
    });
    const subscriber = [{ SubscriptionType: 'EMAIL', Address: 'operaciones@example.com' }];
    expect(alerts).toEqual([
      {
        Notification: {
          NotificationType: 'ACTUAL',
          ComparisonOperator: 'GREATER_THAN',
          Threshold: 80,
          ThresholdType: 'PERCENTAGE',
        },
        Subscribers: subscriber,
      },
      {
        Notification: {
          NotificationType: 'FORECASTED',
          ComparisonOperator: 'GREATER_THAN',
          Threshold: 100,
          ThresholdType: 'PERCENTAGE',
        },
        Subscribers: subscriber,
      },
    ]);
  });

  it('takes its amount from monthlyBudgetUsd', () => {
    const budget = only('AWS::Budgets::Budget', { monthlyBudgetUsd: '120' })[1].Properties.Budget;
    expect(budget.BudgetLimit).toEqual({ Amount: 120, Unit: 'USD' });
  });
});

/**
 * `npm run redrive [-- --stage staging] [--queue-url URL] [--profile name]`: moves the mails waiting in the
 * dead-letter queue back to the mail queue, once the cause that kept SES from sending them is
 * fixed (docs/deployment.md, Redrive). The sender then sends them as if they had just arrived.
 *
 * It uses SQS's own redrive (a message move task, StartMessageMoveTask): SQS moves every
 * message back to the queue it came from, keeping its body and its original timestamp, and the
 * task can be watched (ListMessageMoveTasks). The dead-letter queue is the stack's output
 * MailDeadLetterQueueUrl, or `--queue-url` (a queue the stack kept after it was deleted).
 */
import {
  CloudFormationClient,
  DescribeStacksCommand,
  type Output,
} from '@aws-sdk/client-cloudformation';
import {
  GetQueueAttributesCommand,
  ListMessageMoveTasksCommand,
  type ListMessageMoveTasksResultEntry,
  SQSClient,
  StartMessageMoveTaskCommand,
} from '@aws-sdk/client-sqs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { optionValue, stageOption } from './argv';
import { missingRegionMessage, profileName, regionSources, resolveRegion } from './deploy-region';

/** The stack output that names the dead-letter queue (infra/website-stack.ts). */
const DEAD_LETTER_OUTPUT = 'MailDeadLetterQueueUrl';

/** How often the task is asked how far it got: SQS moves hundreds of messages a second. */
const POLL_MS = 2_000;

/** The dead-letter queue's URL among the stack's outputs. */
function deadLetterUrlFrom(outputs: readonly Output[] | undefined): string | undefined {
  return outputs?.find((output) => output.OutputKey === DEAD_LETTER_OUTPUT)?.OutputValue;
}

/** One line for the operator about a move task. */
function describeTask(task: ListMessageMoveTasksResultEntry): string {
  const moved = task.ApproximateNumberOfMessagesMoved ?? 0;
  switch (task.Status) {
    case 'COMPLETED':
      return `✓ ${moved} correo(s) devuelto(s) a la cola: el remitente los enviará en los próximos minutos.`;
    case 'RUNNING':
      return `  … ${moved} de ${task.ApproximateNumberOfMessagesToMove ?? '?'} movido(s)`;
    default:
      return `✗ La tarea terminó en ${task.Status ?? '?'} tras mover ${moved}: ${task.FailureReason ?? 'sin motivo informado'}.`;
  }
}

function stop(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

async function main(argv: readonly string[]): Promise<void> {
  const profile = optionValue(argv, '--profile');
  const sources = regionSources(profile);
  const resolved = resolveRegion(sources);
  if (!resolved) stop(missingRegionMessage(profileName(sources)));
  const clientConfig = { region: resolved.region, ...(profile ? { profile } : {}) };

  let queueUrl = optionValue(argv, '--queue-url');
  if (!queueUrl) {
    const { stackName } = stageOption(argv);
    const stacks = await new CloudFormationClient(clientConfig)
      .send(new DescribeStacksCommand({ StackName: stackName }))
      .catch((error: unknown) =>
        stop(
          `No pude leer la pila ${stackName} en ${resolved.region}: ${(error as Error).message}\n` +
            'Si la pila ya no existe, pasa la cola que conservó: npm run redrive -- --queue-url URL',
        ),
      );
    queueUrl = deadLetterUrlFrom(stacks.Stacks?.[0]?.Outputs);
    if (!queueUrl) stop(`La pila ${stackName} no tiene la salida ${DEAD_LETTER_OUTPUT}.`);
  }

  const sqs = new SQSClient(clientConfig);
  const { Attributes: attributes } = await sqs.send(
    new GetQueueAttributesCommand({
      QueueUrl: queueUrl,
      AttributeNames: ['QueueArn', 'ApproximateNumberOfMessages'],
    }),
  );
  const sourceArn = attributes?.QueueArn;
  if (!sourceArn) stop(`SQS no dio el ARN de ${queueUrl}.`);
  const waiting = Number(attributes?.ApproximateNumberOfMessages ?? 0);
  if (waiting === 0) {
    console.log('✓ No hay correos en la cola de mensajes fallidos: nada que reenviar.');
    return;
  }
  console.log(`▶ ${waiting} correo(s) en la cola de mensajes fallidos; los devuelvo a la cola…`);

  // No DestinationArn: SQS returns each message to the queue it was dead-lettered from.
  const { TaskHandle: handle } = await sqs.send(
    new StartMessageMoveTaskCommand({ SourceArn: sourceArn }),
  );
  for (;;) {
    const { Results: tasks = [] } = await sqs.send(
      new ListMessageMoveTasksCommand({ SourceArn: sourceArn, MaxResults: 10 }),
    );
    const task = tasks.find((t) => t.TaskHandle === handle) ?? tasks[0];
    if (task) console.log(describeTask(task));
    if (task && task.Status !== 'RUNNING') {
      if (task.Status !== 'COMPLETED') process.exit(1);
      return;
    }
    await sleep(POLL_MS);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main(process.argv.slice(2)).catch((error: unknown) =>
    stop(
      `No pude reenviar los correos: ${(error as Error).message}\n` +
        'Tus credenciales necesitan sqs:GetQueueAttributes, sqs:StartMessageMoveTask y sqs:ListMessageMoveTasks ' +
        '(y los permisos de lectura y borrado en la cola de mensajes fallidos, y de envío en la cola de correo).',
    ),
  );
}

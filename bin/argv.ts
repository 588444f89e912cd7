/**
 * The command-line options the operator's scripts share (deploy, redrive, pipeline role): one
 * reading of `--name value` / `--name=value`, and the stage they act on.
 */
import { ConfigError } from '../infra/config';
import { STAGE_CONTEXT, type Stage, readStage } from '../infra/stages';

/** The values an option is given: `--name value`, `--name=value`, `-c value`. */
export function optionValues(argv: readonly string[], names: readonly string[]): string[] {
  const values: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (names.includes(arg)) {
      const value = argv[++i];
      if (value !== undefined) values.push(value);
      continue;
    }
    const long = names.find((name) => name.startsWith('--') && arg.startsWith(`${name}=`));
    if (long) values.push(arg.slice(long.length + 1));
  }
  return values;
}

/** The value of `--name value` or `--name=value`, the first if given twice. */
export const optionValue = (argv: readonly string[], name: string): string | undefined =>
  optionValues(argv, [name])[0];

const STAGE_OPTION = '--stage';

/** argv without `--stage value` / `--stage=value` (cdk never sees it: it gets `-c stage=…`). */
export function withoutStageOption(argv: readonly string[]): string[] {
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === STAGE_OPTION) i++;
    else if (!argv[i]!.startsWith(`${STAGE_OPTION}=`)) rest.push(argv[i]!);
  }
  return rest;
}

/**
 * The stage `--stage` names (or `-c stage=…`, as cdk would read it), production when neither
 * does. A name that is no stage throws the configuration's error, in the operator's words.
 */
export function stageOption(argv: readonly string[]): Stage {
  const named = optionValue(argv, STAGE_OPTION);
  const context = optionValues(argv, ['-c', '--context'])
    .filter((pair) => pair.startsWith(`${STAGE_CONTEXT}=`))
    .map((pair) => pair.slice(STAGE_CONTEXT.length + 1));
  const values = [...new Set([...(named === undefined ? [] : [named]), ...context])];
  if (values.length > 1) {
    throw new ConfigError([`stage: se indicó más de una etapa (${values.join(', ')})`]);
  }
  return readStage({ tryGetContext: (key) => (key === STAGE_CONTEXT ? values[0] : undefined) });
}

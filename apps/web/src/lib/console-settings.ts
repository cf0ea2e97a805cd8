import { type ConsoleSettings, getConsoleSettingsEndpoint } from '@tripline/contracts';
import { callEndpoint } from './endpoint-client';

/** Without an answer the console behaves as configured by default: nothing loaded from third parties. */
const DEFAULTS: ConsoleSettings = { avatar_pictures: false };

let settings: Promise<ConsoleSettings> | undefined;

/** The installation's console settings, asked once per page load. */
export function consoleSettings(): Promise<ConsoleSettings> {
  settings ??= callEndpoint(getConsoleSettingsEndpoint, {}, { reloadOnUnauthorized: false }).then(
    (answer) => answer.data,
    () => DEFAULTS,
  );
  return settings;
}

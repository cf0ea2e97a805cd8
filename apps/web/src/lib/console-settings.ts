import { API_PATHS, type ConsoleSettings, getConsoleSettingsResponseSchema } from '@tripline/contracts';
import { apiRequest } from './api-client';

/** Without an answer the console behaves as configured by default: nothing loaded from third parties. */
const DEFAULTS: ConsoleSettings = { avatar_pictures: false };

let settings: Promise<ConsoleSettings> | undefined;

/** The installation's console settings, asked once per page load. */
export function consoleSettings(): Promise<ConsoleSettings> {
  settings ??= apiRequest('GET', API_PATHS.consoleSettings, {
    schema: getConsoleSettingsResponseSchema,
    reloadOnUnauthorized: false,
  }).then(
    (answer) => answer.data,
    () => DEFAULTS,
  );
  return settings;
}

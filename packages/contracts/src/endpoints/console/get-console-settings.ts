import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { defineEndpoint } from '../../endpoint.js';

/** How this installation's console behaves, as its operator configured it. */
export const consoleSettingsSchema = z.object({
  /**
   * Whether avatars may show a picture from the Gravatar service (AVATAR_PICTURES=1): the browser then sends the
   * service a hash of each address it shows. Off by default; the initials avatar is always there.
   */
  avatar_pictures: z.boolean(),
});
export type ConsoleSettings = z.infer<typeof consoleSettingsSchema>;

/** GET /api/console-settings (public): the console's settings of this installation. */
export const getConsoleSettingsResponseSchema = dataEnvelope(consoleSettingsSchema);

export const getConsoleSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/console-settings',
  access: { public: true },
  response: getConsoleSettingsResponseSchema,
});

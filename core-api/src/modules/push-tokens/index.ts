// Public surface of the push-tokens module.
export { pushTokensModule } from './push-tokens.module.js';
export { removePushToken, listPushTokens } from './push-tokens.service.js';

// The settings module's public file: company settings (manager and up).
import type { BffModule } from '../../lib/module.js';
import { SettingsResolver } from './settings.resolver.js';

export const settingsModule: BffModule = { name: 'settings', resolvers: [SettingsResolver] };

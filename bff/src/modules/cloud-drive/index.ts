// The cloud-drive module's public file: the company's own Google Drive or Microsoft 365 connection (admins).
import type { BffModule } from '../../lib/module.js';
import { CloudDriveResolver } from './cloud-drive.resolver.js';

export const cloudDriveModule: BffModule = { name: 'cloud-drive', resolvers: [CloudDriveResolver] };

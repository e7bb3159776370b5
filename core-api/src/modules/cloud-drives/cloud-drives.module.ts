// Owns the company's cloud drive (issue 37, decision 0074): the connection (OAuth consent, root, test,
// disconnect) and the filing of every project document into the company's own Google Drive or Microsoft 365.
import { defineModule } from '../../kit/module.js';
import { routeBuilder } from '../../kit/route.js';
import { CloudDriveConnection } from './cloud-drive-connection.model.js';

const route = routeBuilder<void>();
void route;

export const cloudDrivesModule = defineModule({
  name: 'cloud-drives',
  description: 'The company’s own Google Drive or Microsoft 365: connection and filed documents',
  models: [CloudDriveConnection],
  create: () => undefined,
  routes: [],
});

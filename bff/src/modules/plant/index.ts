// The plant module's public file: plant hire — rates, the register, requests and their moves, costs.
import type { BffModule } from '../../lib/module.js';
import { PlantHireInvoiceResolver } from './plant-hire-invoice.resolver.js';
import { PlantResolver } from './plant.resolver.js';

export { PlantRequest, PlantRequestStatus } from './plant.type.js';

export const plantModule: BffModule = { name: 'plant', resolvers: [PlantResolver, PlantHireInvoiceResolver] };

// Test fixtures of the settings module: the company's one VAT setting (decision 0043), as its settings page saves it.
import { CompanySettings, type Company } from '../../models/index.js';

/** Makes a company VAT-registered (or not); takes the company or its id. */
export async function setVatRegistered(
  company: Pick<Company, 'id'> | string,
  registered = true,
): Promise<void> {
  const company_id = typeof company === 'string' ? company : company.id;
  const [settings] = await CompanySettings.findOrCreate({ where: { company_id } });
  await settings.update({ vat_registered: registered });
}

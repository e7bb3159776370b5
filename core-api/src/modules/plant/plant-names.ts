// Owns loading what plant rows refer to by id — projects, people, suppliers, register items — once per page
// (one query each), so presenters name them without a query per row.
import { Op, type Transaction } from 'sequelize';
import { Project, User } from '../../models/index.js';
import { Supplier } from '../suppliers/index.js';
import { PlantItem } from './plant-item.model.js';
import { offUseText, type Names } from './plant.presenter.js';

const ids = (values: Iterable<string | null | undefined>) => [
  ...new Set([...values].filter((v): v is string => !!v)),
];

export async function loadNames(
  wanted: {
    projects?: Iterable<string | null | undefined>;
    people?: Iterable<string | null | undefined>;
    suppliers?: Iterable<string | null | undefined>;
    items?: Iterable<string | null | undefined>;
  },
  companyId: string,
  transaction?: Transaction,
): Promise<Names> {
  const [projects, people, suppliers, items] = await Promise.all([
    ids(wanted.projects ?? []).length
      ? Project.findAll({
          where: { id: { [Op.in]: ids(wanted.projects ?? []) }, company_id: companyId },
          attributes: ['id', 'project_number', 'name', 'site_postcode'],
          transaction,
        })
      : [],
    ids(wanted.people ?? []).length
      ? User.findAll({
          where: { id: { [Op.in]: ids(wanted.people ?? []) }, company_id: companyId },
          attributes: ['id', 'first_name', 'last_name'],
          transaction,
        })
      : [],
    ids(wanted.suppliers ?? []).length
      ? Supplier.findAll({
          where: { id: { [Op.in]: ids(wanted.suppliers ?? []) }, company_id: companyId },
          attributes: ['id', 'name'],
          transaction,
        })
      : [],
    ids(wanted.items ?? []).length
      ? PlantItem.findAll({
          where: { id: { [Op.in]: ids(wanted.items ?? []) }, company_id: companyId },
          attributes: [
            'id',
            'asset_number',
            'description',
            'off_use_at',
            'off_use_reason',
            'off_use_reference',
          ],
          transaction,
        })
      : [],
  ]);
  return {
    projects: new Map(
      projects.map((p) => [
        p.id,
        { id: p.id, project_number: p.project_number, name: p.name, site_postcode: p.site_postcode ?? null },
      ]),
    ),
    people: new Map(
      people.map((u) => [u.id, { id: u.id, first_name: u.first_name, last_name: u.last_name }]),
    ),
    suppliers: new Map(suppliers.map((s) => [s.id, { id: s.id, name: s.name }])),
    items: new Map(
      items.map((i) => [
        i.id,
        { id: i.id, asset_number: i.asset_number, description: i.description, off_use: offUseText(i) },
      ]),
    ),
  };
}

// GraphQL types of the dashboards: a board is the figures core-api computed for the reader (what their role may
// see), each a count, an amount, a breakdown, budgets against committed spend, a list to open or recent activity.
// Field names are core-api's snake_case JSON.
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export const DashboardBoard = { main: 'main', worker: 'worker' } as const;
export type DashboardBoard = (typeof DashboardBoard)[keyof typeof DashboardBoard];
registerEnumType(DashboardBoard, {
  name: 'DashboardBoard',
  description: '`main`: supervisors and up (/app/dashboard); `worker`: every role, their own work',
});

export const FigureKind = {
  count: 'count',
  percent: 'percent',
  money: 'money',
  breakdown: 'breakdown',
  budget: 'budget',
  list: 'list',
  activity: 'activity',
} as const;
export type FigureKind = (typeof FigureKind)[keyof typeof FigureKind];
registerEnumType(FigureKind, { name: 'FigureKind' });

export const FigureSection = {
  figures: 'figures',
  charts: 'charts',
  due: 'due',
  activity: 'activity',
  mine: 'mine',
} as const;
export type FigureSection = (typeof FigureSection)[keyof typeof FigureSection];
registerEnumType(FigureSection, { name: 'FigureSection' });

export const FigureTone = { info: 'info', warning: 'warning', danger: 'danger' } as const;
export type FigureTone = (typeof FigureTone)[keyof typeof FigureTone];
registerEnumType(FigureTone, { name: 'FigureTone' });

/** One line of a figure: a status and its count, a project and its budget, something due on a date… */
@ObjectType()
export class DashboardFigureItem {
  /** The record a line is about. Not `id`: the same record can be a line of several figures, and a client
   * cache that keys objects by `id` would merge them. */
  @Field(() => ID, { nullable: true, description: 'The record this line is about (a project, a request…)' })
  ref: string | null;
  @Field(() => String) label: string;
  @Field(() => String, { nullable: true }) detail: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD (due dates) or an ISO instant (activity)' })
  date: string | null;
  @Field(() => String, { nullable: true, description: 'In-app path that opens it' }) link: string | null;
  @Field(() => FigureTone, { nullable: true }) tone: FigureTone | null;
  @Field(() => Float, { nullable: true }) value: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) amount_pence: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) budget_pence: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) committed_pence: number | null;
}

@ObjectType()
export class DashboardFigure {
  @Field(() => String, { description: 'Stable key (`projects.by_status`); the client keeps figures by it' })
  key: string;
  @Field(() => String) label: string;
  @Field(() => FigureKind) kind: FigureKind;
  @Field(() => FigureSection) section: FigureSection;
  @Field(() => Int) order: number;
  @Field(() => String, {
    nullable: true,
    description: 'In-app path of the list behind the figure, filtered to exactly what it counts',
  })
  link: string | null;
  @Field(() => Int, { nullable: true }) count: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true }) amount_pence: number | null;
  @Field(() => [DashboardFigureItem]) items: DashboardFigureItem[];
}

@ObjectType()
export class Dashboard {
  @Field(() => DashboardBoard) board: DashboardBoard;
  @Field(() => String) generated_at: string;
  @Field(() => String, { description: 'Today in Europe/London (YYYY-MM-DD)' }) today: string;
  @Field(() => [DashboardFigure]) figures: DashboardFigure[];
}

/** What changed on a board: only the figures whose values moved since the last push (all on the first). */
@ObjectType()
export class DashboardUpdate {
  @Field(() => DashboardBoard) board: DashboardBoard;
  @Field(() => String) generated_at: string;
  @Field(() => String) today: string;
  @Field(() => [DashboardFigure]) figures: DashboardFigure[];
}

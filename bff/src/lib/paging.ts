// Paging shared by every list: `PageArgs` (page and size with their limits, checked by class-validator before
// any core-api call), the generic `Paginated(Item)` page type, and the `SortOrder` enum lists sort by.
import 'reflect-metadata';
import { IsOptional, Max, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType, registerEnumType, type ClassType } from 'type-graphql';

/** The largest page any core-api list serves. */
export const MAX_PAGE_SIZE = 100;
/** Keeps offsets inside what PostgreSQL accepts (core-api's own projects limit). */
export const MAX_PAGE = 1_000_000;

@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true, description: `1-based page number, at most ${MAX_PAGE}.` })
  @IsOptional()
  @Min(1, { message: 'Page must be at least 1' })
  @Max(MAX_PAGE, { message: `Page must be at most ${MAX_PAGE}` })
  page?: number | null;

  @Field(() => Int, { nullable: true, description: `Items per page, 1 to ${MAX_PAGE_SIZE}.` })
  @IsOptional()
  @Min(1, { message: 'Size must be at least 1' })
  @Max(MAX_PAGE_SIZE, { message: `Size must be at most ${MAX_PAGE_SIZE}` })
  size?: number | null;
}

export const SortOrder = {
  asc: 'asc',
  desc: 'desc',
} as const;
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];
registerEnumType(SortOrder, { name: 'SortOrder' });

/** The fields of a page as core-api returns them (GraphQL resolves them by name from the plain JSON). */
export interface Page<TItem> {
  items: TItem[];
  total: number;
  total_capped: boolean;
  page: number;
  size: number;
}

/**
 * A page of `Item`s: `@ObjectType() class ProjectPage extends Paginated(Project) {}` keeps the GraphQL name
 * `ProjectPage`. type-graphql 2's generic-type pattern: an abstract class with a plain `@ObjectType()` (v2
 * dropped `isAbstract`: a type nothing returns is never emitted, so the base never reaches the schema).
 */
export function Paginated<TItem extends object>(Item: ClassType<TItem>) {
  @ObjectType()
  abstract class PaginatedClass implements Page<TItem> {
    @Field(() => [Item])
    items: TItem[];

    @Field(() => Int, {
      description: 'Rows in the list; when `total_capped`, the cap (1000) and there are more.',
    })
    total: number;

    @Field({
      description: 'True when a filtered or searched list has more rows than `total` (show "1,000+").',
    })
    total_capped: boolean;

    @Field(() => Int)
    page: number;

    @Field(() => Int)
    size: number;
  }
  return PaginatedClass;
}

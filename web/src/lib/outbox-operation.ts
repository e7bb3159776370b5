// A typed mutation as an outbox item's operation (lib/outbox.ts): its printed text, name and variables, and the
// field of its answer that holds the record made. Apart from the outbox so the outbox itself (loaded at app start)
// does not bring in GraphQL's printer.
import { print, type OperationDefinitionNode } from 'graphql';
import type { TypedDocumentNode } from '@apollo/client';
import type { OutboxOperation } from './outbox';

export function outboxOperation<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): OutboxOperation {
  const definition = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
  );
  const selection = definition?.selectionSet.selections[0];
  if (!definition?.name || definition.operation !== 'mutation' || selection?.kind !== 'Field') {
    throw new Error('An outbox item is one named mutation');
  }
  return {
    query: print(document),
    operationName: definition.name.value,
    variables,
    field: selection.alias?.value ?? selection.name.value,
  };
}

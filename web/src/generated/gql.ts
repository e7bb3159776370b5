/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment UserFields on User {\n    id\n    email\n    first_name\n    last_name\n    phone\n    role\n    company_id\n    company_name\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      access_token\n      token_type\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      detail\n      access_token\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation Refresh {\n    refresh {\n      access_token\n      token_type\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.RefreshDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      detail\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      access_token\n      token_type\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      id\n      detail\n    }\n  }\n": typeof types.SubmitContactDocument,
    "\n  mutation RegisterPushToken($input: PushTokenInput!) {\n    registerPushToken(input: $input)\n  }\n": typeof types.RegisterPushTokenDocument,
    "\n  mutation UnregisterPushToken($device_id: String!) {\n    unregisterPushToken(device_id: $device_id)\n  }\n": typeof types.UnregisterPushTokenDocument,
    "\n  mutation Logout($device_id: String) {\n    logout(device_id: $device_id)\n  }\n": typeof types.LogoutDocument,
};
const documents: Documents = {
    "\n  fragment UserFields on User {\n    id\n    email\n    first_name\n    last_name\n    phone\n    role\n    company_id\n    company_name\n  }\n": types.UserFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      access_token\n      token_type\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      detail\n      access_token\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation Refresh {\n    refresh {\n      access_token\n      token_type\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n": types.RefreshDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      detail\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      access_token\n      token_type\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      id\n      detail\n    }\n  }\n": types.SubmitContactDocument,
    "\n  mutation RegisterPushToken($input: PushTokenInput!) {\n    registerPushToken(input: $input)\n  }\n": types.RegisterPushTokenDocument,
    "\n  mutation UnregisterPushToken($device_id: String!) {\n    unregisterPushToken(device_id: $device_id)\n  }\n": types.UnregisterPushTokenDocument,
    "\n  mutation Logout($device_id: String) {\n    logout(device_id: $device_id)\n  }\n": types.LogoutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserFields on User {\n    id\n    email\n    first_name\n    last_name\n    phone\n    role\n    company_id\n    company_name\n  }\n"): (typeof documents)["\n  fragment UserFields on User {\n    id\n    email\n    first_name\n    last_name\n    phone\n    role\n    company_id\n    company_name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      access_token\n      token_type\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      access_token\n      token_type\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      detail\n      access_token\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      detail\n      access_token\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Refresh {\n    refresh {\n      access_token\n      token_type\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Refresh {\n    refresh {\n      access_token\n      token_type\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      detail\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      detail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      access_token\n      token_type\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      access_token\n      token_type\n      expires_in\n      user {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      id\n      detail\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContact($input: ContactInput!) {\n    submitContact(input: $input) {\n      id\n      detail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPushToken($input: PushTokenInput!) {\n    registerPushToken(input: $input)\n  }\n"): (typeof documents)["\n  mutation RegisterPushToken($input: PushTokenInput!) {\n    registerPushToken(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnregisterPushToken($device_id: String!) {\n    unregisterPushToken(device_id: $device_id)\n  }\n"): (typeof documents)["\n  mutation UnregisterPushToken($device_id: String!) {\n    unregisterPushToken(device_id: $device_id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($device_id: String) {\n    logout(device_id: $device_id)\n  }\n"): (typeof documents)["\n  mutation Logout($device_id: String) {\n    logout(device_id: $device_id)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
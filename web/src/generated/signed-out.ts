/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ChangePasswordInput = {
  current_password: string;
  new_password: string;
};

export type LoginInput = {
  email: string;
  password: string;
  remember_me?: boolean | null | undefined;
};

export type ResetPasswordInput = {
  new_password: string;
  token: string;
};

export type Role =
  | 'admin'
  | 'manager'
  | 'supervisor'
  | 'worker';

export type SuperadminLoginInput = {
  password: string;
  username: string;
};

export type UpdateProfileInput = {
  first_name?: string | null | undefined;
  last_name?: string | null | undefined;
  phone?: string | null | undefined;
};

export type UserFieldsFragment = { id: string, email: string, first_name: string, last_name: string, phone: string | null, role: Role, company_id: string, company_name: string | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { access_token: string, token_type: string, expires_in: number, user: { id: string, email: string, first_name: string, last_name: string, phone: string | null, role: Role, company_id: string, company_name: string | null } } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, first_name: string, last_name: string, phone: string | null, role: Role, company_id: string, company_name: string | null } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, email: string, first_name: string, last_name: string, phone: string | null, role: Role, company_id: string, company_name: string | null } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { detail: string, access_token: string, expires_in: number, user: { id: string, email: string, first_name: string, last_name: string, phone: string | null, role: Role, company_id: string, company_name: string | null } } };

export type RefreshMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshMutation = { refresh: { access_token: string, token_type: string, expires_in: number, user: { id: string, email: string, first_name: string, last_name: string, phone: string | null, role: Role, company_id: string, company_name: string | null } } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { detail: string } };

export type InvitationWelcomeQueryVariables = Exact<{
  token: string;
}>;


export type InvitationWelcomeQuery = { invitationWelcome: { company_name: string, first_name: string, last_name: string, email: string, role: string, invited_by: string | null, expires_at: string } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { access_token: string, token_type: string, expires_in: number, user: { id: string, email: string, first_name: string, last_name: string, phone: string | null, role: Role, company_id: string, company_name: string | null } } };

export type SuperadminLoginMutationVariables = Exact<{
  input: SuperadminLoginInput;
}>;


export type SuperadminLoginMutation = { superadminLogin: { access_token: string, expires_in: number, superadmin: { id: string, username: string } } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const UserFieldsFragmentDoc = new TypedDocumentString(`
    fragment UserFields on User {
  id
  email
  first_name
  last_name
  phone
  role
  company_id
  company_name
}
    `, {"fragmentName":"UserFields"}) as unknown as TypedDocumentString<UserFieldsFragment, unknown>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($input: LoginInput!) {
  login(input: $input) {
    access_token
    token_type
    expires_in
    user {
      ...UserFields
    }
  }
}
    fragment UserFields on User {
  id
  email
  first_name
  last_name
  phone
  role
  company_id
  company_name
}`) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  email
  first_name
  last_name
  phone
  role
  company_id
  company_name
}`) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation UpdateProfile($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  email
  first_name
  last_name
  phone
  role
  company_id
  company_name
}`) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($input: ChangePasswordInput!) {
  changePassword(input: $input) {
    detail
    access_token
    expires_in
    user {
      ...UserFields
    }
  }
}
    fragment UserFields on User {
  id
  email
  first_name
  last_name
  phone
  role
  company_id
  company_name
}`) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const RefreshDocument = new TypedDocumentString(`
    mutation Refresh {
  refresh {
    access_token
    token_type
    expires_in
    user {
      ...UserFields
    }
  }
}
    fragment UserFields on User {
  id
  email
  first_name
  last_name
  phone
  role
  company_id
  company_name
}`) as unknown as TypedDocumentString<RefreshMutation, RefreshMutationVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($email: String!) {
  requestPasswordReset(email: $email) {
    detail
  }
}
    `) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const InvitationWelcomeDocument = new TypedDocumentString(`
    query InvitationWelcome($token: String!) {
  invitationWelcome(token: $token) {
    company_name
    first_name
    last_name
    email
    role
    invited_by
    expires_at
  }
}
    `) as unknown as TypedDocumentString<InvitationWelcomeQuery, InvitationWelcomeQueryVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($input: ResetPasswordInput!) {
  resetPassword(input: $input) {
    access_token
    token_type
    expires_in
    user {
      ...UserFields
    }
  }
}
    fragment UserFields on User {
  id
  email
  first_name
  last_name
  phone
  role
  company_id
  company_name
}`) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SuperadminLoginDocument = new TypedDocumentString(`
    mutation SuperadminLogin($input: SuperadminLoginInput!) {
  superadminLogin(input: $input) {
    access_token
    expires_in
    superadmin {
      id
      username
    }
  }
}
    `) as unknown as TypedDocumentString<SuperadminLoginMutation, SuperadminLoginMutationVariables>;
// core-api's POST /contact for the contact resolver; the body passes through in the contract's shape.
import type { CoreApiClient } from '../../lib/core-api-client.js';
import { plain } from '../auth/auth.api.js';
import type { ContactInput, ContactResult } from './contact.resolver.js';

export class ContactApi {
  constructor(private readonly client: CoreApiClient) {}

  submit(input: ContactInput): Promise<ContactResult> {
    return this.client.post('/contact', plain(input));
  }
}

// core-api's POST /contact for the contact resolver, typed from core-api's OpenAPI document.
import { CoreApiDataSource, checkedByCoreApi, type JsonBody } from '../../lib/core-api-client.js';
import type { ContactInput } from './contact.input.js';

export class ContactApi extends CoreApiDataSource {
  submit(input: ContactInput) {
    return this.call((init) =>
      this.api.POST('/contact', { body: checkedByCoreApi<JsonBody<'/contact', 'post'>>(input), ...init }),
    );
  }
}

// core-api's /cloud-drive endpoints (company admins): the connection, its consent, the root picker, the test.
import { CoreApiDataSource, checkedByCoreApi, type JsonBody } from '../../lib/core-api-client.js';

export class CloudDriveApi extends CoreApiDataSource {
  get() {
    return this.call((init) => this.api.GET('/cloud-drive', init));
  }

  connect(input: { provider: string; access?: string | null }) {
    return this.call((init) =>
      this.api.POST('/cloud-drive/connect', {
        body: checkedByCoreApi<JsonBody<'/cloud-drive/connect', 'post'>>({
          provider: input.provider,
          ...(input.access ? { access: input.access } : {}),
        }),
        ...init,
      }),
    );
  }

  complete(input: { state: string; code?: string | null; error?: string | null }) {
    return this.call((init) =>
      this.api.POST('/cloud-drive/callback', {
        body: checkedByCoreApi<JsonBody<'/cloud-drive/callback', 'post'>>({
          state: input.state,
          ...(input.code ? { code: input.code } : {}),
          ...(input.error ? { error: input.error } : {}),
        }),
        ...init,
      }),
    );
  }

  roots(siteUrl?: string | null) {
    return this.call((init) =>
      this.api.GET('/cloud-drive/roots', {
        params: { query: siteUrl ? { site_url: siteUrl } : {} },
        ...init,
      }),
    );
  }

  folders(parentId: string) {
    return this.call((init) =>
      this.api.GET('/cloud-drive/folders', { params: { query: { parent_id: parentId } }, ...init }),
    );
  }

  chooseRoot(rootId: string) {
    return this.call((init) => this.api.PUT('/cloud-drive/root', { body: { root_id: rootId }, ...init }));
  }

  test() {
    return this.call((init) => this.api.POST('/cloud-drive/test', init));
  }

  disconnect() {
    return this.call((init) => this.api.DELETE('/cloud-drive', init));
  }
}

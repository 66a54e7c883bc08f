import { mockFetch } from '../testing';
import { baseApi, makeStore } from './index';

describe('baseApi.injectEndpoints', () => {
  it("takes a later release's definition of an endpoint (a remote redeployed while the server runs), also through enhanceEndpoints", async () => {
    const fetchMock = mockFetch(() => ({ body: { data: 'ok' } }));
    // Release 1 of a remote, then release 2 of the same remote with another request for the same endpoint.
    baseApi.injectEndpoints({ endpoints: (build) => ({ redeployProbe: build.query<unknown, void>({ query: () => '/release-1' }) }) });
    const release2 = baseApi
      .enhanceEndpoints({ addTagTypes: [] })
      .injectEndpoints({ endpoints: (build) => ({ redeployProbe: build.query<unknown, void>({ query: () => '/release-2' }) }) });
    await makeStore().dispatch(release2.endpoints.redeployProbe.initiate());
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname)).toEqual(['/api/release-2']);
  });

  it('still refuses a second definition when a caller asks it to (overrideExisting: "throw")', () => {
    baseApi.injectEndpoints({ endpoints: (build) => ({ strictProbe: build.query<unknown, void>({ query: () => '/one' }) }) });
    expect(() =>
      baseApi.injectEndpoints({ overrideExisting: 'throw', endpoints: (build) => ({ strictProbe: build.query<unknown, void>({ query: () => '/two' }) }) }),
    ).toThrow(/strictProbe/);
  });
});

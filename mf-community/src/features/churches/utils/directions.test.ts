import { directionsUrl } from './directions';

describe('directionsUrl', () => {
  it('plans a route to the full, encoded address of the church', () => {
    const url = new URL(directionsUrl({ name: 'De Ark', address: 'Hogestraat 5', zipcode: '6651 BJ', city: 'Druten' }));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe('De Ark, Hogestraat 5, 6651 BJ Druten');
  });
});

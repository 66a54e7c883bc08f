import { normalizeImage, normalizeLink, toPrivacyVideo } from './urls';

describe('the addresses the editor accepts', () => {
  it.each([
    ['https://www.pkn.nl/', 'https://www.pkn.nl/'],
    ['www.pkn.nl', 'https://www.pkn.nl/'],
    ['/kerkdiensten', '/kerkdiensten'],
    ['mailto:scriba@example.org', 'mailto:scriba@example.org'],
    ['tel:+31 43 123 45 67', 'tel:+31431234567'],
  ])('takes %s as a link', (input, expected) => {
    expect(normalizeLink(input)).toBe(expected);
  });

  it.each(['javascript:alert(1)', '//evil.example', 'data:text/html,<b>x</b>', 'kerk', '', 'mailto:geen-adres'])('refuses %s as a link', (input) => {
    expect(normalizeLink(input)).toBeNull();
  });

  it('takes images from the uploads only', () => {
    expect(normalizeImage('/uploads/kerk.jpg')).toBe('/uploads/kerk.jpg');
    expect(normalizeImage('https://elders.nl/a.jpg')).toBeNull();
    expect(normalizeImage('/uploads/../api/secret')).toBeNull();
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ])('turns %s into the privacy-mode player', (input, expected) => {
    expect(toPrivacyVideo(input)).toBe(expected);
  });

  it.each(['https://example.org/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=kort', 'geen adres'])('refuses %s as a video', (input) => {
    expect(toPrivacyVideo(input)).toBeNull();
  });
});

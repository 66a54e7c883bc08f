// Thin: federation settings come from the kit's one shared config. `exposes` lists only
// src/exposes/, this remote's whole public contract.
const { createAppConfig } = require('@kerk/kit/federation/webpack');

module.exports = createAppConfig({
  dirname: __dirname,
  id: 'mf-content',
  exposes: {
    './PrivacyPage': './src/exposes/privacy-page.tsx',
    './AnbiPage': './src/exposes/anbi-page.tsx',
    './NewsPage': './src/exposes/news-page.tsx',
    './NewsArticlePage': './src/exposes/news-article-page.tsx',
    './StroomPage': './src/exposes/stroom-page.tsx',
    './ZijstroomPage': './src/exposes/zijstroom-page.tsx',
    './NewsWidget': './src/exposes/news-widget.tsx',
    './PublicationsWidget': './src/exposes/publications-widget.tsx',
    './BookletWidget': './src/exposes/booklet-widget.tsx',
    './ServicesPage': './src/exposes/services-page.tsx',
    './ServiceDetailPage': './src/exposes/service-detail-page.tsx',
    './SearchPage': './src/exposes/search-page.tsx',
    './ServicesWidget': './src/exposes/services-widget.tsx',
    './StreamsWidget': './src/exposes/streams-widget.tsx',
    './AccessibilityPage': './src/exposes/accessibility-page.tsx',
  },
});

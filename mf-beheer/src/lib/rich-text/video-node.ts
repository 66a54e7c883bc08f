/**
 * A privacy-mode video player (`<iframe>` on youtube-nocookie.com or player.vimeo.com, the hosts the
 * `full` preset allows). An iframe pointing anywhere else is not parsed, so a pasted one is dropped.
 */
import { mergeAttributes, Node } from '@tiptap/core';
import { PRESET_HTML } from '@kerk/kit/editing';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    video: { insertVideo: (src: string) => ReturnType };
  }
}

const allowedHost = (src: string | null): boolean => {
  try {
    return src !== null && PRESET_HTML.full.iframeHosts.includes(new URL(src).hostname);
  } catch {
    return false;
  }
};

export const Video = Node.create<{ title: string }>({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  addOptions: () => ({ title: 'Video' }),
  addAttributes: () => ({ src: { default: null } }),
  parseHTML: () => [{ tag: 'iframe[src]', getAttrs: (el) => (allowedHost((el as HTMLElement).getAttribute('src')) ? null : false) }],
  renderHTML({ HTMLAttributes }) {
    return [
      'iframe',
      mergeAttributes(HTMLAttributes, {
        title: this.options.title,
        width: '560',
        height: '315',
        loading: 'lazy',
        allow: 'fullscreen; picture-in-picture',
        allowfullscreen: 'true',
      }),
    ];
  },
  addCommands() {
    return {
      insertVideo:
        (src) =>
        ({ commands }) =>
          allowedHost(src) && commands.insertContent({ type: this.name, attrs: { src } }),
    };
  },
});

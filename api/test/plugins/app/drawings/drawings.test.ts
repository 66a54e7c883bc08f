import { createDrawingFolder, DRAWING_FOLDERS, drawingsDir, PNG_WIDTH } from '../../../../src/plugins/app/drawings/drawings';
import { loadSvgFolder } from '../../../../src/lib/svg-folder';
import { pngDimensions } from '../../../test-png';

describe('drawings', () => {
  it.each(DRAWING_FOLDERS)('knows the size of every PNG in %s before rendering it, and renders exactly that', async (folder) => {
    const drawings = createDrawingFolder(drawingsDir(folder), PNG_WIDTH[folder]);
    const files = [...loadSvgFolder(drawingsDir(folder)).keys()];
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const size = drawings.pngSize(file);
      const png = await drawings.png(file);
      expect(size?.width).toBe(PNG_WIDTH[folder]);
      expect(png).toMatchObject({ ...size });
      expect(pngDimensions(png!.data)).toEqual(size);
    }
  });

  it('renders a drawing once and keeps it, also for requests during the first render', async () => {
    const drawings = createDrawingFolder(drawingsDir('news'), PNG_WIDTH.news);
    const [during, first] = await Promise.all([drawings.png('kaarsen.svg'), drawings.png('kaarsen.svg')]);
    expect(during).toBe(first);
    expect(await drawings.png('kaarsen.svg')).toBe(first);
  });

  it('answers null for a name that is not in the folder, whatever it looks like', async () => {
    const drawings = createDrawingFolder(drawingsDir('news'), PNG_WIDTH.news);
    for (const file of ['bestaat-niet.svg', '../churches/kapel-leur.svg', 'kaarsen.png']) {
      expect(drawings.svg(file)).toBeUndefined();
      expect(drawings.pngSize(file)).toBeNull();
      expect(await drawings.png(file)).toBeNull();
    }
  });
});

import { CAROUSEL_SWIPE_PX, GALLERY_PAGE_SIZE, GALLERY_PAGE_SIZE_NARROW } from '@wellness/shared';
import { nextSlide, previousSlide, swipeDirection } from './carousel';
import { certificateRows } from './certificates';
import { clampStart, galleryPage, galleryPageSize, nextStart, previousStart } from './paging';
import { localBusinessJsonLd } from './structuredData';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('gallery paging', () => {
  it('shows 5 images at a time, or 3 when the window is 600 px wide or less', () => {
    expect(galleryPageSize(1280)).toBe(GALLERY_PAGE_SIZE);
    expect(galleryPageSize(601)).toBe(5);
    expect(galleryPageSize(600)).toBe(GALLERY_PAGE_SIZE_NARROW);
    expect(galleryPageSize(375)).toBe(3);
  });

  it('pages through 26 images 5 at a time: previous disabled at the start, next at the end', () => {
    const images = numbers(26);
    const starts: number[] = [];
    let start = 0;
    for (;;) {
      const page = galleryPage(images, start, 5);
      starts.push(page.start);
      expect(page.canPrevious).toBe(page.start > 0);
      if (!page.canNext) {
        expect(page.items).toEqual([26]);
        break;
      }
      start = nextStart(start, 5, images.length);
    }
    expect(starts).toEqual([0, 5, 10, 15, 20, 25]);
    expect(galleryPage(images, 0, 5).items).toEqual([1, 2, 3, 4, 5]);
  });

  it('pages through 27 images 3 at a time, ending on a full page', () => {
    const images = numbers(27);
    const last = galleryPage(images, 24, 3);
    expect(last.items).toEqual([25, 26, 27]);
    expect(last.canNext).toBe(false);
    expect(nextStart(24, 3, 27)).toBe(24);
    expect(previousStart(3, 3)).toBe(0);
    expect(previousStart(0, 3)).toBe(0);
    expect(galleryPage(images, 0, 3).canPrevious).toBe(false);
  });

  it('keeps the position inside the list when the page size changes', () => {
    expect(clampStart(25, 3, 26)).toBe(23);
    expect(clampStart(-2, 5, 26)).toBe(0);
    expect(clampStart(10, 5, 26)).toBe(10);
  });
});

describe('carousel', () => {
  it('wraps around the three slides in both directions', () => {
    expect([0, 1, 2].map((index) => nextSlide(index, 3))).toEqual([1, 2, 0]);
    expect([0, 1, 2].map((index) => previousSlide(index, 3))).toEqual([2, 0, 1]);
  });

  it('a swipe over 40 px changes slide; 40 px or less does not', () => {
    expect(swipeDirection(200, 200 - CAROUSEL_SWIPE_PX)).toBeNull();
    expect(swipeDirection(200, 240)).toBeNull();
    expect(swipeDirection(200, 159)).toBe('next');
    expect(swipeDirection(200, 241)).toBe('previous');
  });
});

describe('certificate rows', () => {
  it('puts certificates 8 to 10 in the first row and 1 to 7 in the second', () => {
    const rows = certificateRows(numbers(10).map((id) => ({ id })));
    expect(rows.first.map((c) => c.id)).toEqual([8, 9, 10]);
    expect(rows.second.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(certificateRows([])).toEqual({ first: [], second: [] });
  });
});

describe('LocalBusiness structured data', () => {
  it('holds the Kothrud address, the opening hours and the five services', () => {
    const data = localBusinessJsonLd() as {
      '@type': string;
      address: { addressLocality: string; addressRegion: string };
      openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
      hasOfferCatalog: { itemListElement: { itemOffered: { name: string } }[] };
    };
    expect(data['@type']).toBe('DaySpa');
    expect(data.address.addressLocality).toBe('Kothrud, Pune');
    expect(data.address.addressRegion).toBe('Maharashtra');
    expect(data.openingHoursSpecification[0]!.dayOfWeek).toHaveLength(7);
    expect(data.hasOfferCatalog.itemListElement.map((offer) => offer.itemOffered.name)).toEqual([
      'Cupping Therapy',
      'Sciatica Pain Relief Massage',
      'Ayurvedic Body Massage',
      'Deep Tissue Massage',
      'Full Body Waxing',
    ]);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

import sharp from 'sharp';

type Format = 'png' | 'jpeg' | 'webp' | 'gif' | 'avif';

/** A real image of `format`, made in memory (a gradient, so encoders have something to do). */
export async function makeImage(format: Format, width = 640, height = 480): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return image.toFormat(format).toBuffer();
}

/** A JPEG carrying camera and GPS EXIF, as a phone photo does. */
export async function makeJpegWithGps(): Promise<Buffer> {
  const jpeg = await makeImage('jpeg', 800, 600);
  return sharp(jpeg)
    .withExif({
      IFD0: { Make: 'NivaasPhone', Model: 'Test 1', Copyright: 'Asha Verma' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

export const SVG_IMAGE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100" fill="red"/></svg>',
);

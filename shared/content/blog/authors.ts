/** The people who write the blog. Images are 1:1 portraits from the image catalogue. */
export const AUTHORS = {
  adrian: {
    name: 'Adrian Kowalczyk',
    role: 'Founder & Creative Director',
    image: '/images/authors/1.jpg',
  },
  priya: {
    name: 'Priya Raman',
    role: 'Head of Aerial Operations',
    image: '/images/authors/2.jpg',
  },
  sophie: {
    name: 'Sophie Tremblay',
    role: '3D Tours & Technology Lead',
    image: '/images/authors/3.jpg',
  },
} as const;

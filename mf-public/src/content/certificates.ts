import certificate01 from './images/certificates/certificate-01.svg';
import certificate02 from './images/certificates/certificate-02.svg';
import certificate03 from './images/certificates/certificate-03.svg';
import certificate04 from './images/certificates/certificate-04.svg';
import certificate05 from './images/certificates/certificate-05.svg';
import certificate06 from './images/certificates/certificate-06.svg';
import certificate07 from './images/certificates/certificate-07.svg';
import certificate08 from './images/certificates/certificate-08.svg';
import certificate09 from './images/certificates/certificate-09.svg';
import certificate10 from './images/certificates/certificate-10.svg';

/** Spec section 3: a certificate is static data (id, title, year, image). */
export interface Certificate {
  id: number;
  title: string;
  year: number;
  image: string;
}

export const CERTIFICATE_IMAGE_SIZE = { width: 600, height: 424 } as const;

/** The 10 certificates of spec section 3, in order ('Advanc' is spelt as in the data). */
export const CERTIFICATES: readonly Certificate[] = [
  { id: 1, title: 'Chiropractic Therapist', year: 2021, image: certificate01 },
  { id: 2, title: 'Diploma in Chiropractic Techniques', year: 2022, image: certificate02 },
  { id: 3, title: 'Cupping Therapist', year: 2023, image: certificate03 },
  { id: 4, title: 'Master Diploma in Cupping / Hijama Therapy', year: 2022, image: certificate04 },
  { id: 5, title: 'Advanc Level Microbat', year: 2022, image: certificate05 },
  { id: 6, title: 'Neurotherapist', year: 2022, image: certificate06 },
  { id: 7, title: 'Neurotherapy', year: 2021, image: certificate07 },
  { id: 8, title: 'Massage', year: 2023, image: certificate08 },
  { id: 9, title: 'Massage Therapy', year: 2023, image: certificate09 },
  { id: 10, title: "JC'S BAT", year: 2023, image: certificate10 },
];

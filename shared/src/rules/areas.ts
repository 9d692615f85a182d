/** Localities in and around Pune offered in the booking form's area dropdown (spec section 2). */
export const PUNE_AREAS = [
  'Akurdi', 'Alandi', 'Ambegaon', 'Aundh', 'Balewadi', 'Baner', 'Baner Gaon', 'Bavdhan', 'Bhosari', 'Bibwewadi',
  'Bund Garden', 'Camp', 'Chakan', 'Chinchwad', 'Dapodi', 'Deccan Gymkhana', 'Dhankawadi', 'Dhanori', 'Dighi', 'Erandwane',
  'Fatima Nagar', 'Hadapsar', 'Hinjewadi', 'Kalyani Nagar', 'Karve Nagar', 'Katraj', 'Kharadi', 'Kondhwa', 'Koregaon Park', 'Kothrud',
  'Lohegaon', 'Magarpatta', 'Manjari', 'Mundhwa', 'Nigdi', 'Pashan', 'Pimple Gurav', 'Pimple Saudagar', 'Pimpri', 'Pune',
  'Pune Station', 'Ravet', 'Sahakar Nagar', 'Sangvi', 'Shivaji Nagar', 'Sinhagad Road', 'Sus', 'Swargate', 'Talegaon', 'Thergaon',
  'Undri', 'Vadgaon Sheri', 'Vishrantwadi', 'Viman Nagar', 'Wadgaon', 'Wagholi', 'Wakad', 'Wanowrie', 'Warje', 'Yerawada',
] as const;

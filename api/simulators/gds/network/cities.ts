/**
 * Cities served by the simulated bus provider. originCount and destinationCount are the provider's
 * route counts as its cities.json reports them.
 */

/** A city the simulated bus provider serves; coordinates let the simulator derive distances later. */
export interface ProviderCity {
  id: number;
  name: string;
  state: 'Assam' | 'Meghalaya' | 'Arunachal Pradesh' | 'Nagaland' | 'Manipur' | 'Mizoram' | 'Tripura' | 'West Bengal';
  latitude: number;
  longitude: number;
  originCount: number;
  destinationCount: number;
}

// prettier-ignore
export const PROVIDER_CITIES: readonly ProviderCity[] = [
  { id: 574, name: 'Abhayapuri', state: 'Assam', latitude: 26.3226, longitude: 90.6832, originCount: 4, destinationCount: 3 },
  { id: 948, name: 'Agartala', state: 'Tripura', latitude: 23.8315, longitude: 91.2868, originCount: 14, destinationCount: 16 },
  { id: 935, name: 'Aizawl', state: 'Mizoram', latitude: 23.7271, longitude: 92.7176, originCount: 8, destinationCount: 10 },
  { id: 984, name: 'Alipurduar', state: 'West Bengal', latitude: 26.4837, longitude: 89.5225, originCount: 6, destinationCount: 7 },
  { id: 741, name: 'Badarpur', state: 'Assam', latitude: 24.8683, longitude: 92.5961, originCount: 5, destinationCount: 4 },
  { id: 326, name: 'Barpeta', state: 'Assam', latitude: 26.3229, longitude: 91.0059, originCount: 12, destinationCount: 11 },
  { id: 603, name: 'Bihpuria', state: 'Assam', latitude: 27.0167, longitude: 93.9167, originCount: 5, destinationCount: 6 },
  { id: 622, name: 'Bijni', state: 'Assam', latitude: 26.4945, longitude: 90.7033, originCount: 5, destinationCount: 4 },
  { id: 757, name: 'Bilasipara', state: 'Assam', latitude: 26.232, longitude: 90.2342, originCount: 6, destinationCount: 5 },
  { id: 416, name: 'Biswanath Chariali', state: 'Assam', latitude: 26.7272, longitude: 93.1522, originCount: 12, destinationCount: 14 },
  { id: 546, name: 'Bokakhat', state: 'Assam', latitude: 26.6402, longitude: 93.6041, originCount: 7, destinationCount: 9 },
  { id: 879, name: 'Bomdila', state: 'Arunachal Pradesh', latitude: 27.2645, longitude: 92.4159, originCount: 5, destinationCount: 4 },
  { id: 277, name: 'Bongaigaon', state: 'Assam', latitude: 26.4769, longitude: 90.5583, originCount: 24, destinationCount: 21 },
  { id: 971, name: 'Cooch Behar', state: 'West Bengal', latitude: 26.3452, longitude: 89.4482, originCount: 11, destinationCount: 12 },
  { id: 689, name: 'Dergaon', state: 'Assam', latitude: 26.7016, longitude: 93.9683, originCount: 5, destinationCount: 4 },
  { id: 956, name: 'Dharmanagar', state: 'Tripura', latitude: 24.3667, longitude: 92.1667, originCount: 4, destinationCount: 3 },
  { id: 479, name: 'Dhekiajuli', state: 'Assam', latitude: 26.7017, longitude: 92.4786, originCount: 8, destinationCount: 7 },
  { id: 263, name: 'Dhemaji', state: 'Assam', latitude: 27.4823, longitude: 94.5795, originCount: 14, destinationCount: 12 },
  { id: 291, name: 'Dhubri', state: 'Assam', latitude: 26.0207, longitude: 89.9743, originCount: 16, destinationCount: 18 },
  { id: 134, name: 'Dibrugarh', state: 'Assam', latitude: 27.4728, longitude: 94.912, originCount: 78, destinationCount: 83 },
  { id: 514, name: 'Digboi', state: 'Assam', latitude: 27.3932, longitude: 95.6184, originCount: 10, destinationCount: 11 },
  { id: 904, name: 'Dimapur', state: 'Nagaland', latitude: 25.9091, longitude: 93.7266, originCount: 34, destinationCount: 37 },
  { id: 389, name: 'Diphu', state: 'Assam', latitude: 25.8439, longitude: 93.4307, originCount: 17, destinationCount: 14 },
  { id: 527, name: 'Duliajan', state: 'Assam', latitude: 27.3568, longitude: 95.3169, originCount: 9, destinationCount: 10 },
  { id: 318, name: 'Goalpara', state: 'Assam', latitude: 26.1767, longitude: 90.6161, originCount: 13, destinationCount: 15 },
  { id: 486, name: 'Gohpur', state: 'Assam', latitude: 26.8833, longitude: 93.6333, originCount: 9, destinationCount: 8 },
  { id: 219, name: 'Golaghat', state: 'Assam', latitude: 26.5239, longitude: 93.9623, originCount: 22, destinationCount: 19 },
  { id: 763, name: 'Gossaigaon', state: 'Assam', latitude: 26.4397, longitude: 89.9747, originCount: 5, destinationCount: 6 },
  { id: 101, name: 'Guwahati', state: 'Assam', latitude: 26.1445, longitude: 91.7362, originCount: 182, destinationCount: 176 },
  { id: 402, name: 'Haflong', state: 'Assam', latitude: 25.1688, longitude: 93.0167, originCount: 7, destinationCount: 9 },
  { id: 375, name: 'Hailakandi', state: 'Assam', latitude: 24.6842, longitude: 92.561, originCount: 8, destinationCount: 9 },
  { id: 441, name: 'Hojai', state: 'Assam', latitude: 26.0007, longitude: 92.8566, originCount: 10, destinationCount: 9 },
  { id: 598, name: 'Howraghat', state: 'Assam', latitude: 26.1156, longitude: 93.0296, originCount: 3, destinationCount: 4 },
  { id: 927, name: 'Imphal', state: 'Manipur', latitude: 24.817, longitude: 93.9368, originCount: 19, destinationCount: 22 },
  { id: 846, name: 'Itanagar', state: 'Arunachal Pradesh', latitude: 27.0844, longitude: 93.6053, originCount: 21, destinationCount: 24 },
  { id: 664, name: 'Jagiroad', state: 'Assam', latitude: 26.1157, longitude: 92.196, originCount: 5, destinationCount: 4 },
  { id: 992, name: 'Jalpaiguri', state: 'West Bengal', latitude: 26.5435, longitude: 88.7205, originCount: 4, destinationCount: 3 },
  { id: 718, name: 'Jonai', state: 'Assam', latitude: 27.8307, longitude: 95.2173, originCount: 4, destinationCount: 5 },
  { id: 117, name: 'Jorhat', state: 'Assam', latitude: 26.7509, longitude: 94.2037, originCount: 86, destinationCount: 81 },
  { id: 823, name: 'Jowai', state: 'Meghalaya', latitude: 25.4509, longitude: 92.2089, originCount: 4, destinationCount: 5 },
  { id: 362, name: 'Karimganj', state: 'Assam', latitude: 24.8649, longitude: 92.3592, originCount: 18, destinationCount: 16 },
  { id: 552, name: 'Kaziranga', state: 'Assam', latitude: 26.5891, longitude: 93.4155, originCount: 11, destinationCount: 13 },
  { id: 912, name: 'Kohima', state: 'Nagaland', latitude: 25.6751, longitude: 94.1086, originCount: 15, destinationCount: 17 },
  { id: 304, name: 'Kokrajhar', state: 'Assam', latitude: 26.4014, longitude: 90.2669, originCount: 15, destinationCount: 13 },
  { id: 585, name: 'Lanka', state: 'Assam', latitude: 25.9331, longitude: 92.9539, originCount: 6, destinationCount: 5 },
  { id: 455, name: 'Lumding', state: 'Assam', latitude: 25.748, longitude: 93.1714, originCount: 9, destinationCount: 11 },
  { id: 467, name: 'Majuli', state: 'Assam', latitude: 26.9545, longitude: 94.1673, originCount: 5, destinationCount: 6 },
  { id: 347, name: 'Mangaldoi', state: 'Assam', latitude: 26.4425, longitude: 92.0325, originCount: 9, destinationCount: 10 },
  { id: 508, name: 'Margherita', state: 'Assam', latitude: 27.2868, longitude: 95.6696, originCount: 8, destinationCount: 6 },
  { id: 671, name: 'Mariani', state: 'Assam', latitude: 26.6591, longitude: 94.3189, originCount: 6, destinationCount: 7 },
  { id: 726, name: 'Moran', state: 'Assam', latitude: 27.1796, longitude: 94.9163, originCount: 6, destinationCount: 5 },
  { id: 428, name: 'Morigaon', state: 'Assam', latitude: 26.2526, longitude: 92.3424, originCount: 7, destinationCount: 6 },
  { id: 183, name: 'Nagaon', state: 'Assam', latitude: 26.3464, longitude: 92.684, originCount: 38, destinationCount: 35 },
  { id: 533, name: 'Naharkatia', state: 'Assam', latitude: 27.2889, longitude: 95.3389, originCount: 6, destinationCount: 5 },
  { id: 858, name: 'Naharlagun', state: 'Arunachal Pradesh', latitude: 27.1045, longitude: 93.695, originCount: 16, destinationCount: 14 },
  { id: 339, name: 'Nalbari', state: 'Assam', latitude: 26.4448, longitude: 91.4408, originCount: 11, destinationCount: 12 },
  { id: 734, name: 'Nazira', state: 'Assam', latitude: 26.9167, longitude: 94.7333, originCount: 5, destinationCount: 6 },
  { id: 837, name: 'Nongpoh', state: 'Meghalaya', latitude: 25.9033, longitude: 91.8777, originCount: 3, destinationCount: 4 },
  { id: 248, name: 'North Lakhimpur', state: 'Assam', latitude: 27.236, longitude: 94.1028, originCount: 28, destinationCount: 30 },
  { id: 561, name: 'Numaligarh', state: 'Assam', latitude: 26.6153, longitude: 93.7325, originCount: 4, destinationCount: 5 },
  { id: 864, name: 'Pasighat', state: 'Arunachal Pradesh', latitude: 28.0667, longitude: 95.3267, originCount: 8, destinationCount: 9 },
  { id: 636, name: 'Pathsala', state: 'Assam', latitude: 26.5058, longitude: 91.1792, originCount: 5, destinationCount: 6 },
  { id: 611, name: 'Rangia', state: 'Assam', latitude: 26.4486, longitude: 91.6117, originCount: 10, destinationCount: 9 },
  { id: 695, name: 'Sarupathar', state: 'Assam', latitude: 26.2063, longitude: 93.8481, originCount: 5, destinationCount: 6 },
  { id: 802, name: 'Shillong', state: 'Meghalaya', latitude: 25.5788, longitude: 91.8933, originCount: 42, destinationCount: 46 },
  { id: 702, name: 'Silapathar', state: 'Assam', latitude: 27.5946, longitude: 94.7228, originCount: 7, destinationCount: 6 },
  { id: 152, name: 'Silchar', state: 'Assam', latitude: 24.8333, longitude: 92.7789, originCount: 64, destinationCount: 59 },
  { id: 963, name: 'Siliguri', state: 'West Bengal', latitude: 26.7271, longitude: 88.3953, originCount: 26, destinationCount: 23 },
  { id: 205, name: 'Sivasagar', state: 'Assam', latitude: 26.9826, longitude: 94.6425, originCount: 31, destinationCount: 34 },
  { id: 493, name: 'Sonari', state: 'Assam', latitude: 27.0244, longitude: 95.0164, originCount: 6, destinationCount: 7 },
  { id: 659, name: 'Tangla', state: 'Assam', latitude: 26.658, longitude: 91.913, originCount: 4, destinationCount: 5 },
  { id: 883, name: 'Tawang', state: 'Arunachal Pradesh', latitude: 27.5861, longitude: 91.8594, originCount: 4, destinationCount: 5 },
  { id: 168, name: 'Tezpur', state: 'Assam', latitude: 26.6338, longitude: 92.8, originCount: 57, destinationCount: 61 },
  { id: 236, name: 'Tinsukia', state: 'Assam', latitude: 27.4886, longitude: 95.3558, originCount: 36, destinationCount: 33 },
  { id: 815, name: 'Tura', state: 'Meghalaya', latitude: 25.5138, longitude: 90.2034, originCount: 9, destinationCount: 11 },
  { id: 648, name: 'Udalguri', state: 'Assam', latitude: 26.7533, longitude: 92.102, originCount: 6, destinationCount: 5 },
];
